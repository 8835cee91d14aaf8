"""Checks the run-time API names the code generator knows against the C API.

usage: check-runtime-api-names.py RUNTIMECALLBUILDER.cpp HEADER...

Every alb_* identifier RuntimeCallBuilder spells (or prefix it completes,
such as alb_terms_push_) must be declared in the headers (generated code would not compile otherwise), and every alb_*
identifier the headers declare must be in its reserved-name set (a program
using that name would otherwise collide with the header and not be renamed).
"""
import re
import sys

builder_path, headers = sys.argv[1], sys.argv[2:]
builder = open(builder_path).read()
declared = set()
for header in headers:
    declared |= set(re.findall(r"\balb_[a-z0-9_]*[a-z0-9]\b",
                               open(header).read()))

reserved_block = re.search(r"Reserved = \{(.*?)\};", builder, re.S)
if not reserved_block:
    sys.exit("no reserved-name set found in " + builder_path)
reserved = set(re.findall(r'"(alb_[a-z0-9_]+)"', reserved_block.group(1)))
spelled = set(re.findall(r"\balb_[a-z0-9_]+\b", builder))
# A name ending in '_' is a prefix completed by a type suffix at run time.
undeclared = [name for name in spelled
              if not (name in declared or name.endswith("_") and
                      any(d.startswith(name) for d in declared))]

problems = sorted("spelled but not declared in the headers: " + name
                  for name in undeclared)
problems += sorted("declared but not reserved: " + name
                   for name in declared - reserved)
for problem in problems:
    print(problem)
print("%d API names checked, %d problems" % (len(declared), len(problems)))
sys.exit(1 if problems else 0)
