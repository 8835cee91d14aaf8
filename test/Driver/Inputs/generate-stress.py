"""Writes C files that stress the cost of the analysis.

  generate-stress.py deep D [2d|sum|ddim]
      One perfect nest of depth D over loops i1..iD:
        2d    A[i1][i2] = A[i1][i2] + i3 + ... + iD (most loops appear in
              no subscript, so every direction is possible for them);
        sum   A[i1+i3+...][i2+i4+...] = A[i1+i3+...-1][i2+i4+...] + 1 (every
              loop in a subscript, two dimensions);
        ddim  A[i1]...[iD] = A[i1-1][i2]...[iD] + 1 over a D-dimensional
              array (one dimension and variable per loop);
        tri   the 2d body in a triangular nest (i_k starts at i_(k-1));
        temp  the 2d body through a scalar temporary declared outside.
  generate-stress.py many N [FUNCTIONS] [c89]
      N small loops in groups of five (a stencil in a time loop, a
      reduction, a recurrence) spread over FUNCTIONS functions (default one
      group per function); c89 declares the induction variables and a
      temporary at the top of each function instead of in the loops.
"""
import sys


def deep(depth, shape):
    ivs = ["i%d" % k for k in range(1, depth + 1)]
    out = []
    if shape == "ddim":
        dims = "".join("[n]" for _ in ivs)
        out.append("void deep(int n, double A[restrict n]%s) {" % dims[3:])
    else:
        out.append("double A[64][64];")
        out.append("void deep(void) {")
    if shape == "temp":
        out.append("  double t;")
    for level, iv in enumerate(ivs):
        lower = 1 if shape == "ddim" and level == 0 else 0
        if shape == "tri" and level > 0:
            lower = ivs[level - 1]
        bound = "n" if shape == "ddim" else "2"
        out.append("%sfor (int %s = %s; %s < %s; %s++)"
                   % ("  " * (level + 1), iv, lower, iv, bound, iv))
    indent = "  " * (depth + 1)
    if shape == "temp":
        out.append("%s{ t = A[i1][i2] + 1; A[i1][i2] = t * t; }" % indent)
    elif shape in ("2d", "tri"):
        rest = "".join(" + " + iv for iv in ivs[2:])
        out.append("%sA[i1][i2] = A[i1][i2]%s;" % (indent, rest))
    elif shape == "sum":
        row = "+".join(ivs[0::2])
        col = "+".join(ivs[1::2])
        out.append("%sA[%s][%s] = A[%s-1][%s] + 1;"
                   % (indent, row, col, row, col))
    else:
        write = "".join("[%s]" % iv for iv in ivs)
        read = "[i1-1]" + "".join("[%s]" % iv for iv in ivs[1:])
        out.append("%sA%s = A%s + 1;" % (indent, write, read))
    out.append("}")
    return "\n".join(out) + "\n"


GROUP = """  for (int t = 0; t < steps; t++)
    for (int i = 1; i < 63; i++)
      for (int j = 1; j < 63; j++)
        B{n}[i][j] = 0.25 * (A{n}[i - 1][j] + A{n}[i + 1][j] + A{n}[i][j - 1]);
  for (int i = 0; i < 4096; i++)
    s += v{n}[i];
  for (int i = 1; i < 4096; i++)
    v{n}[i] = v{n}[i - 1] * 0.5;
"""

C89_GROUP = """  for (t = 0; t < steps; t++)
    for (i = 1; i < 63; i++)
      for (j = 1; j < 63; j++) {{
        x = A{n}[i - 1][j] + A{n}[i + 1][j];
        B{n}[i][j] = 0.25 * (x + A{n}[i][j - 1]);
      }}
  for (i = 0; i < 4096; i++)
    s += v{n}[i];
  for (i = 1; i < 4096; i++)
    v{n}[i] = v{n}[i - 1] * 0.5;
"""


def many(loops, functions, c89):
    groups = max(1, loops // 5)
    functions = max(1, min(functions, groups))
    out = []
    for n in range(groups):
        out.append("double A%d[64][64], B%d[64][64], v%d[4096];\n" % (n, n, n))
    per_function = (groups + functions - 1) // functions
    for f in range(functions):
        members = range(f * per_function, min(groups, (f + 1) * per_function))
        out.append("double kernel%d(int steps) {\n  double s = 0;\n" % f)
        if c89:
            out.append("  int t, i, j;\n  double x;\n")
        for n in members:
            out.append((C89_GROUP if c89 else GROUP).format(n=n))
        out.append("  return s;\n}\n")
    return "".join(out)


def main(argv):
    if len(argv) >= 2 and argv[0] == "deep":
        sys.stdout.write(deep(int(argv[1]), argv[2] if len(argv) > 2 else "2d"))
    elif len(argv) >= 2 and argv[0] == "many":
        loops = int(argv[1])
        functions = int(argv[2]) if len(argv) > 2 else loops // 5
        sys.stdout.write(many(loops, functions, "c89" in argv[3:]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
