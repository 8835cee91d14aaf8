#!/usr/bin/env python3
"""Checks ALB_REPORT files against docs/run-report-json.md.

Usage: check-run-report.py DOC REPORT.json...

The doc's sections name a path in their heading (`.nests[]`) and list that
object's keys in a table (| key | type | meaning |). Every object of every
report at a documented path must have exactly the documented keys, each of
the documented type; every documented path must occur in some report, so
that the runs given cover the whole document. Prints one line per path
with the objects checked, or the mismatches (exit 1).
"""
import json
import re
import sys

TYPES = {
    "string": lambda v: isinstance(v, str),
    "int": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "bool": lambda v: isinstance(v, bool),
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
}


def documented_sections(doc):
    """{path: {key: (type, nullable)}} from the doc's headings and tables."""
    sections, path = {}, None
    for line in open(doc, encoding="utf-8"):
        heading = re.match(r"^##+ .*\(`(\.[^`]*)`\)\s*$", line)
        if heading:
            path = heading.group(1)
            sections[path] = {}
            continue
        row = re.match(r"^\|\s*`([a-z_0-9]+)`\s*\|\s*([a-z ]+?)\s*\|", line)
        if path and row:
            kind = row.group(2)
            nullable = kind.endswith(" or null")
            kind = kind[: -len(" or null")] if nullable else kind
            if kind not in TYPES:
                sys.exit("check-run-report: %s: unknown type '%s' of %s%s" % (doc, kind, path, row.group(1)))
            sections[path][row.group(1)] = (kind, nullable)
    return sections


def objects_at(value, path):
    """The objects at a jq-like path ('.', '.a', '.a[]', '.a[].b')."""
    found = [value]
    for step in re.findall(r"\.([a-z_0-9]+)(\[\])?", path):
        key, each = step
        found = [o[key] for o in found if isinstance(o, dict) and o.get(key) is not None]
        if each:
            found = [item for o in found for item in o]
    return found


def main():
    doc, reports = sys.argv[1], sys.argv[2:]
    sections = documented_sections(doc)
    errors, counts = [], {path: 0 for path in sections}
    for report_path in reports:
        report = json.load(open(report_path))
        if report.get("schema") != "autolb-run-report" or report.get("version") != 2:
            errors.append("%s: not an autolb-run-report version 2" % report_path)
        for path, keys in sections.items():
            for obj in objects_at(report, path):
                counts[path] += 1
                if list(obj) != list(keys):
                    errors.append("%s: %s: keys %s, documented %s" % (report_path, path, list(obj), list(keys)))
                for key, (kind, nullable) in keys.items():
                    if key in obj and not (TYPES[kind](obj[key]) or (nullable and obj[key] is None)):
                        errors.append("%s: %s.%s = %r is not %s" % (report_path, path, key, obj[key], kind))
    for path, count in counts.items():
        if count == 0:
            errors.append("%s: no report has an object there" % path)
        print("%s: %s" % (path, "checked" if count else "missing"))
    for error in errors:
        print("error: " + error)
    print("%d sections, %d errors" % (len(sections), len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
