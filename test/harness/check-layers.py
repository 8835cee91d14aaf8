#!/usr/bin/env python3
"""Checks that the run-time's #include "..." lines follow its layers.

The layers are declared once, in <tree>/layers.txt: one line per layer,
bottom first, naming the folders (relative to <tree>) of that layer. A file
belongs to the longest declared folder its path starts with. It may include
files of its own folder and of folders on lower lines; an include of a
folder on a higher line runs back up, one of another folder on the same
line crosses between peers, and both fail. So does a file outside every
declared folder, and any include cycle between files.

An include is resolved as the compiler does for the run-time's sources:
next to the including file first, then from <tree>; one that resolves to
no file of <tree> (the public headers, the standard library, MPI) is not
the layers' business.

Usage: check-layers.py <tree>   (exit status 1 and one line per violation)
"""

import os
import re
import sys

SOURCE_SUFFIXES = (".h", ".cpp")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def read_layers(tree):
    """Folder -> (layer index, line) from <tree>/layers.txt."""
    layers = {}
    with open(os.path.join(tree, "layers.txt")) as table:
        index = 0
        for line in table:
            folders = line.split("#", 1)[0].split()
            if not folders:
                continue
            for folder in folders:
                layers[folder.rstrip("/")] = index
            index += 1
    return layers


def folder_of(path, layers):
    best = None
    for folder in layers:
        if path.startswith(folder + "/") and (best is None
                                              or len(folder) > len(best)):
            best = folder
    return best


def sources(tree):
    for directory, _, names in os.walk(tree):
        for name in sorted(names):
            if name.endswith(SOURCE_SUFFIXES):
                yield os.path.relpath(os.path.join(directory, name), tree)


def resolve(tree, including, written):
    for candidate in (os.path.join(os.path.dirname(including), written),
                      written):
        candidate = os.path.normpath(candidate)
        if os.path.isfile(os.path.join(tree, candidate)):
            return candidate
    return None


def include_graph(tree):
    graph = {}
    for path in sources(tree):
        with open(os.path.join(tree, path)) as source:
            text = source.read()
        graph[path] = [
            target for target in (resolve(tree, path, written)
                                  for written in INCLUDE.findall(text))
            if target is not None
        ]
    return graph


def layer_violations(graph, layers):
    for path in sorted(graph):
        own = folder_of(path, layers)
        if own is None:
            yield "%s: in no folder of layers.txt" % path
            continue
        for target in graph[path]:
            other = folder_of(target, layers)
            if other is None or other == own:
                continue
            if layers[other] > layers[own]:
                yield "%s: includes %s, which runs up from %s to %s" % (
                    path, target, own, other)
            elif layers[other] == layers[own]:
                yield "%s: includes %s across peers %s and %s" % (
                    path, target, own, other)


def cycles(graph):
    """One line per include cycle found by a depth-first search."""
    state = {}  # path -> "open" while on the stack, "done" after
    stack = []
    found = []

    def visit(path):
        state[path] = "open"
        stack.append(path)
        for target in graph.get(path, []):
            if state.get(target) == "open":
                ring = stack[stack.index(target):] + [target]
                found.append("include cycle: " + " -> ".join(ring))
            elif target not in state:
                visit(target)
        stack.pop()
        state[path] = "done"

    for path in sorted(graph):
        if path not in state:
            visit(path)
    return found


def main(argv):
    if len(argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    tree = argv[1]
    layers = read_layers(tree)
    graph = include_graph(tree)
    problems = list(layer_violations(graph, layers)) + cycles(graph)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
