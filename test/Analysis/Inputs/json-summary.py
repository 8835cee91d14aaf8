"""Prints the JSON of `autolb --analyze --format=json` one fact per line, so
that FileCheck can match nests, loops and arrays without following the
pretty-printer's line breaks. Field names are those of docs/analysis-json.md.
"""
import json
import sys


def compact(value):
    return json.dumps(value, separators=(",", ":"))


def main():
    report = json.load(sys.stdin)
    for nest in report["nests"]:
        print("nest %s:%d decision=%s distributed=%s pipelined=%s enclosing=%d"
              % (nest["function"], nest["line"], nest["decision"],
                 nest["distributed_loop"], nest["pipelined_loop"],
                 nest["enclosing_loops"]))
        if nest["owned_shift"]:
            print("  owned_shift %d" % nest["owned_shift"])
        for red in nest["reductions"]:
            print("  reduction %s %s %s fp-reassoc=%s"
                  % (red["target"], red["operator"], red["type"],
                     compact(red["reassociates_fp"])))
        if nest["private"]:
            print("  private %s" % ",".join(nest["private"]))
        if nest["private_arrays"]:
            print("  private_arrays %s" % ",".join(nest["private_arrays"]))
        for flat in nest["flat_arrays"]:
            print("  flat %s shape=%s line=%d%s"
                  % (flat["name"], flat["shape"], flat["line"],
                     "".join(" checks '%s'" % c
                             for c in flat["row_length_checks"])))
        for array in nest["arrays"]:
            print("  array %s dim=%d halo=%d/%d written=%s flow=%d lag=%d "
                  "pipelined_dim=%d nonlocal=%s"
                  % (array["name"], array["distributed_dim"],
                     array["halo_below"], array["halo_above"],
                     compact(array["written"]), array["flow_distance"],
                     array["lag"], array["pipelined_dim"],
                     compact(array["non_distributed_reads"])))
        for loop in nest["loops"]:
            print("  loop %s line=%d depth=%d kind=%s distances=%s reasons=%s"
                  % (loop["var"], loop["line"], loop["depth"], loop["kind"],
                     compact(loop["distances"]),
                     ",".join(r["name"] for r in loop["reason"]) or "-"))
            print("    ops=%s trip=%s"
                  % (loop["ops_per_iteration"]["expr"],
                     loop["trip_count"]["expr"]))


if __name__ == "__main__":
    main()
