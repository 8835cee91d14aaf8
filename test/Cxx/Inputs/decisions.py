"""Prints the decisions of an `autolb --analyze --format=json` report,
without what depends on how arrays are declared (their storage, rank and
text, source lines): per nest, each loop's kind and reasons, the
distribution, the arrays' halos and pipeline lags, the reductions, and the
plan's schedule and hook level. Two programs that differ only in how they
declare their arrays (a C sample and its C++ twin on std::vector) must
print the same."""
import json
import sys

report = json.load(sys.stdin)
for nest, plan in zip(report["nests"], [None] * len(report["nests"])):
    print("nest in %s: %s, loop %s, pipelined %s" % (
        nest["function"], nest["decision"], nest["distributed_loop"],
        nest["pipelined_loop"]))
    for loop in nest["loops"]:
        print("  loop %s depth %d: %s; reasons %s; reductions %s" % (
            loop["var"], loop["depth"], loop["kind"],
            sorted(set(r["name"] for r in loop["reason"])),
            sorted((r.get("variable"), r.get("operator"))
                   for r in loop["reductions"])))
    for array in sorted(nest["arrays"], key=lambda a: a["name"]):
        print("  array %s: dim %d, halo %d/%d, read %s, written %s, "
              "flow %d, lag %d" % (
                  array["name"], array["distributed_dim"],
                  array["halo_below"], array["halo_above"], array["read"],
                  array["written"], array["flow_distance"], array["lag"]))
for plan in report["plan"]["nests"]:
    print("plan %s: loop %s, schedule %s, hook level %s, strip-mined %s, "
          "pipelined %s" % (plan["function"], plan["distributed_loop"],
                            plan["schedule"], plan["hook_level"],
                            plan["strip_mined_loop"], plan["pipelined_loop"]))
