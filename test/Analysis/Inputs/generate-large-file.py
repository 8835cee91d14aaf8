"""Writes a C file of about 1,050 lines: 70 functions, each with a
distributable stencil nest, a reduction and a sequential recurrence, for
the analysis-speed test."""

FUNCTION = """
double A{n}[64][64], B{n}[64][64], v{n}[4096];

double kernel{n}(int steps) {{
  double s = 0;
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < 63; i++)
      for (int j = 1; j < 63; j++)
        B{n}[i][j] = 0.25 * (A{n}[i - 1][j] + A{n}[i + 1][j] + A{n}[i][j - 1]);
  for (int i = 0; i < 4096; i++)
    s += v{n}[i];
  for (int i = 1; i < 4096; i++)
    v{n}[i] = v{n}[i - 1] * 0.5;
  return s;
}}
"""

for n in range(70):
    print(FUNCTION.format(n=n), end="")
