"""Checks that an optimization record says what the remarks on stderr say.

    record-matches-remarks.py REMARKS.txt RECORD.opt.yaml

Both are reduced to one line per remark (location, name, message) and one
per note (location, message), in order; prints "N remarks agree" or the
first difference and exits 1.
"""
import re
import sys

import yaml

DIAGNOSTIC = re.compile(
    r"^(?P<loc>.+:\d+:\d+): (?P<kind>remark|note): (?P<text>.*?)"
    r"(?: \[-R(?P<tag>[^\]]+)\])?$")


def from_remarks(path):
    lines = []
    for line in open(path, encoding="utf-8"):
        match = DIAGNOSTIC.match(line.rstrip("\n"))
        if not match:
            continue
        if match["kind"] == "remark":
            # The record's name: the reason after '=', or the whole tag.
            name = match["tag"].split("=")[-1]
            lines.append("%s: [%s] %s" % (match["loc"], name, match["text"]))
        else:
            lines.append("  note %s: %s" % (match["loc"], match["text"]))
    return lines


def location(debug_loc):
    return "%s:%d:%d" % (debug_loc["File"], debug_loc["Line"],
                         debug_loc["Column"])


def from_record(path):
    yaml.add_multi_constructor(
        "!", lambda loader, suffix, node: loader.construct_mapping(node, deep=True),
        Loader=yaml.SafeLoader)
    lines = []
    for remark in yaml.load_all(open(path, encoding="utf-8"),
                                Loader=yaml.SafeLoader):
        args = remark["Args"]
        lines.append("%s: [%s] %s" % (location(remark["DebugLoc"]),
                                      remark["Name"], args[0]["String"]))
        for arg in args[1:]:
            if "Note" in arg:
                lines.append("  note %s: %s" % (location(arg["DebugLoc"]),
                                                arg["Note"]))
    return lines


remarks, record = from_remarks(sys.argv[1]), from_record(sys.argv[2])
for index, (expected, actual) in enumerate(zip(remarks, record)):
    if expected != actual:
        sys.exit("line %d differs:\n  remarks: %s\n  record:  %s" %
                 (index + 1, expected, actual))
if len(remarks) != len(record):
    sys.exit("%d lines from the remarks, %d from the record" %
             (len(remarks), len(record)))
print("%d remarks agree" % sum(1 for l in remarks if not l.startswith(" ")))
