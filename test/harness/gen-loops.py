#!/usr/bin/env python3
"""Random loop-heavy C programs for differential testing of autolb.

    test/harness/gen-loops.py SEED [--c89 | --cxx] [-o FILE]

Writes one C program (gnu11, standard library only) to FILE or stdout. The
same SEED always gives the same program (only random.Random(SEED) decides;
no hash-ordered containers are iterated).

With --c89 the program is old-style C89 for -std=gnu89, which a line
"/* Compile with -std=gnu89. */" says (scripts/fuzz.sh reads it): every
declaration at the start of its block (a loop assigns its variable,
declared there), no VLAs and no long long (the hashes are unsigned long,
64 bits here), and by chance some helpers defined with their parameters
declared after the list and main's type left implicit. Only comments of
the form /* */. The same SEED gives another program than without --c89.

With --cxx the program is C++ for -std=gnu++17 (g++ and clang++): the
gnu11 program of the same SEED with malloc's and realloc's results cast by
static_cast and no VLA parameters (a helper over a 2-D array takes it with
fixed extents instead), and, by choices from a stream of its own, some heap
arrays of main from new[] (freed by delete[]), bool flags beside the
positions break and goto record, `== nullptr` tests, the library from
<cstdio>, <cstdlib> and <cstring> called as std::printf, std::malloc, ...,
the helpers in a namespace, and some of main's arrays held in std::vector
locals or automatic std::array<T, N> (N the product of the extents; both
indexed flat when they have several dimensions), and some assignments
made through a reference bound to the element (`int &er3 = a[i][j];`).
C++ programs also have,
by chance (a stream of their own), vector tables
std::vector<std::vector<T>> t(n, std::vector<T>(m)): often in place of the
row-pointer arrays below (without the aliased row table), sometimes as a
block of their own. Their blocks run the row shapes' nests over t[i][j]
and the helper writing row t[i] (passed as t[i].data()), and some of:
nests bounded by (int)t.size() and t[i].size() (also a std::size_t
variable), nests reading t[i][j] into main's arrays, sums and maxima over
t[i][j], and helpers taking const std::vector<T> & or
const std::vector<std::vector<T>> & that only read them (a row sum, a dot
product of t[i] with a weight vector or another table's row, the nearest
row of a table, rows i and i + 1 of a table) called in a DOALL loop into a
std::vector, std::array or plain array and in a reduction. Those helpers
add whole numbers (doubles truncated below 1021) or take maxima, so their
results are exact in any order.
C++ programs also have, by chance (a seventh stream), a block with a
record of vectors: struct R { int n; std::vector<double> d0, ...;
[std::vector<int> k;] [std::vector<int> x;] [std::array<double, L> a;]
[double scale;] }, every container of L = n + PAD elements, filled in
main (push_back, a sized vector, assign or resize), and passed as
const R & to helpers whose loops (bounded by in.n, (int)in.d0.size() or
a std::size_t below in.d0.size()) read in.d[i], in.d[i + c],
in.d[in.x[i]], in.a[i], in.k[i], in.n and in.scale, writing a
std::vector, std::array or plain array of main, or returning a sum of
whole numbers or a maximum; some helpers write a member through
std::vector<double> & before a reader (also in a time loop), some get a
member of the record as the vector they write (f(q, q.d0): the nest
reads what it writes), and some nests of main read through a const
reference or a const copy of the record. Every member and result is
hashed.

The programs are made of what autolb distributes and what it must get
right around distributed code: affine loop nests of depth 1-4 over global,
local (stack), heap (malloc, also flattened) arrays of 1-3 dimensions,
block-scope arrays and VLAs; reductions (+, *, min, max over int, unsigned
and double); induction variables declared outside a nest and read after
it; scalars assigned in a nest and read after it; break, continue, goto
and return inside loops; helper functions with nests over array
parameters (fixed-size, pointer-to-row, VLA and plain pointer), some with
stack arrays of their own, called directly or through a function pointer;
pointer aliases of arrays; time loops around
Jacobi-style and in-place Gauss-Seidel stencils; recurrences; conditionals;
free and realloc of heap arrays; scratch arrays (global, local, heap; 1-D
and 2-D) that each iteration of an outer loop writes and then reads, the
candidates of array privatization, also with reads before the writes in
some iterations, conditional writes, reads over a wider or narrower range
than the writes, reads after the nest, zero-trip outer loops and time
loops around the nest; symmetric matrices' nests whose iteration i writes
row i and column i (or swaps them), and variants the tool must refuse.
And shapes of application code that autolb miscompiled: heap arrays that
the nests above write and that are then freed, at the end of main or
before it (never used after), with free, a FREE_ARRAY macro (an
expression, or a statement that also clears the pointer) or a helper
that frees its parameter, some grown with realloc first (the old rows
read, the new ones written from them); arrays of structs with a pointer
member (set by malloc in one loop) beside fields a parallelizable loop
writes (as IT[i].id, or through a pointer to the element, ep->id), both
read after; allocation macros that exit on failure (a
statement expression, xmalloc and xrealloc); and main ending with exit(0),
or a helper's, instead of return 0.
And the data structures and calls of application code (issue 31): row-
pointer arrays T **a, over one block with a row table (a[0] = malloc(n *
m * sizeof *a[0]); a[i] = a[0] + i * m) or with rows allocated one by
one, written and read by the nests above (independent rows, stencils
reading neighbour rows, reductions) and by a helper writing row a[i]
(scale_row(a[i], m), or counting to the row's length as a constant,
scale_row(a[i])), sometimes through a second row table in which two
entries point to the same row, freed row by row (or block and table);
arrays reached through struct members (g.v[i] and gp->v[i] of struct
grid { int n; T *v; }, also 2-D flattened with g.m, boxes[l].vals[k] of
an array of structs with an array member, s->u[i], s->w[i] and
s->flag[i] of a struct, itself on the heap or not, holding several
pointers); and nests calling a helper of each kind of side-effect
summary: pure (sq(x)), writing a parameter's row, writing a global (a
scalar every call updates, printed after the nest, or element i of a
global array, set(i, x)), reading a global array (get(i, j)), printing
(report(i, x): the order of the output lines matters), rand() after
srand, and a seeded generator next(seed, i) that writes seed[i] only;
some of these helpers are defined after main, with a prototype before
it.

The scratch-array blocks come from a second random stream (seeded from
SEED) and take their names from a counter of their own, so that they are
inserted between the statements a seed gave before they existed, which
stay unchanged; the application blocks come from a third one in the same
way, and the nests of neither see the other's arrays; helper calls come
from a fourth one, and the application data structures and helper
summaries above from a fifth, whose blocks hash and free what they
allocate before they end. The C++ vector tables come from a sixth stream,
the C++ records of vectors from a seventh, and the hidden reads below from
an eighth.
Some programs (C, C89 and C++) have a block where a nest writes a global
array X while each iteration reads another element of X through a helper
whose parameters do not name it: through a constant global holding
pointers (an array of const pointers into X, a const struct with a
pointer member) or an integer made a pointer, and in C++ through a default
argument or a constructor the helper runs; a second nest reads X through
the helper into an array of its own (the shapes of two miscompiles a
review found).
Only the end of main, exit(0) or finish(0) in half the programs, replaces
a line of theirs.

Every program is free of undefined behaviour by construction:
  - subscripts are checked against the extents for every value the loop
    variables take;
  - int arrays hold values in [0, 1020] (every int expression ends with
    "% 1021" of non-negative terms), unsigned arithmetic wraps (defined);
  - double arrays hold non-negative values that only grow additively
    (weights of array reads sum to at most 1, products are damped as
    x*y/(1+x+y)), so conversions to int never overflow;
  - a floating-point sum whose result is stored in an array (the
    accumulator of a matrix-multiply-like nest) adds dyadic rationals of
    bounded size: exact, so the same in any order;
  - every array is written before it is read (globals are zero), the
    rows realloc adds too;
  - a freed array (or struct's buffer) is hashed just before it is freed
    and never used after.
The program ends by printing every live array as a 64-bit hash of its bits
(hex) and every live scalar (ints with %d/%u, doubles with %.17g: exact,
and decimal so that a tolerance announced for a reassociated floating-point
reduction can be applied token by token). Floating-point reduction results
are only printed, never stored or branched on, so a reassociated sum cannot
change any other output.
"""
import argparse
import random
import re
import sys

INT_MOD = 1021
# The line that marks a --c89 program; scripts/fuzz.sh compiles the
# program with the -std it names.
C89_MARK = "/* Compile with -std=gnu89. */"


class Arr:
    """An array as the generated code sees it: name, element type, extents
    [(value, spelling)], and how it is stored."""

    def __init__(self, name, ty, ext, kind, flat=False):
        self.name = name
        self.ty = ty
        self.ext = list(ext)
        self.kind = kind  # global, local, heap, block, vla, param, alias
        self.flat = flat  # 1-D storage addressed with i * N1 + j
        # A flat array's row lengths as its subscripts spell them, when not
        # its extents' spellings (Gen.flat_row_lengths).
        self.row_spells = None

    @property
    def ndim(self):
        return len(self.ext)

    def at(self, subs):
        if self.flat:
            idx = "(%s)" % subs[0]
            spells = self.row_spells or [spell for _, spell in self.ext[1:]]
            for spell, s in zip(spells, subs[1:]):
                idx = "(%s) * %s + (%s)" % (idx, spell, s)
            return "%s[%s]" % (self.name, idx)
        return self.name + "".join("[%s]" % s for s in subs)

    def shape(self):
        return tuple(v for v, _ in self.ext)


class Member(Arr):
    """An array reached through a struct, as application code keeps them:
    `at` fills a template such as "boxes[%s].vals[%s]" or "gp->v[%s]";
    name labels its hash."""

    def __init__(self, name, ty, ext, template):
        Arr.__init__(self, name, ty, ext, "member")
        self.template = template

    def at(self, subs):
        return self.template % tuple(subs)


class Items:
    """An array of structs with a pointer member, as application code keeps
    records: typedef struct { int id; T *buf; [double w;] } item; item
    it[N]; each element's buf points to a heap buffer of its own."""

    def __init__(self, name, count, buf_ty, buf_len, weighted, kind):
        self.name = name
        self.count = count  # (value, spelling)
        self.buf_ty = buf_ty
        self.buf_len = buf_len  # (value, spelling)
        self.weighted = weighted  # has the double member w
        self.kind = kind  # global, local, heap


class Var:
    """A loop variable and the exact values it takes."""

    def __init__(self, name, values):
        self.name = name
        self.values = list(values)

    def fits(self, off, extent):
        if not self.values:
            return True
        return min(self.values) + off >= 0 and max(self.values) + off <= extent - 1


class Out:
    """The lines of a function's body. In C89 (c89=True) a declaration
    after a statement goes to the start of its block instead, and its
    initialization stays in place as an assignment; a loop assigns its
    variable, declared at the start of the block."""

    def __init__(self, indent=1, c89=False):
        self.lines = []
        self.ind = indent
        self.c89 = c89
        # Per open block: where its next declaration goes, and whether a
        # statement came before.
        self.blocks = [[0, False]]

    def __call__(self, text):
        self.lines.append("  " * self.ind + text)
        self.blocks[-1][1] = True

    def decl(self, declarator, name, init=None):
        """`declarator = init;` (declarator spells the type and the name)."""
        block = self.blocks[-1]
        if not (self.c89 and block[1]):
            self.lines.append("  " * self.ind + declarator +
                              ("" if init is None else " = " + init) + ";")
            block[0] = len(self.lines)
            return
        self.lines.insert(block[0], "  " * self.ind + declarator + ";")
        block[0] += 1
        if init is not None:
            self("%s = %s;" % (name, init))

    def open_for(self, var, init, cond, step, declare=True):
        """`for (int var = init; cond; step) {` (declare=False: var is
        declared already)."""
        if declare and self.c89:
            self.decl("int " + var, var)
            declare = False
        self.open("for (%s%s = %s; %s; %s)" % ("int " if declare else "", var, init, cond, step))

    def open(self, text=""):
        self(text + " {" if text else "{")
        self.ind += 1
        self.blocks.append([len(self.lines), False])

    def close(self, text="}"):
        self.ind -= 1
        self.blocks.pop()
        self(text)


def sub(var, off):
    if off == 0:
        return var
    return "%s %s %d" % (var, "+" if off > 0 else "-", abs(off))


class SideStream:
    """A random stream and a name counter of their own, for blocks that are
    inserted into the programs seeds gave before those blocks existed:
    drawing from it leaves the main stream, and so those programs'
    statements, unchanged."""

    def __init__(self, label, seed, first_name):
        self.r = random.Random("%s-%d" % (label, seed))
        self.counter = first_name


class Gen:
    def __init__(self, seed, c89=False, cxx=False):
        self.r = random.Random(seed)
        self.seed = seed
        self.c89 = c89
        self.cxx = cxx
        # C++'s own choices (new[], bool flags, <cstdio>, a namespace) come
        # from a stream of their own: the main stream stays the gnu11 one.
        self.cxr = random.Random("c++-%d" % seed)
        self.cxx_new = set()  # heap arrays of main from new[], freed by delete[]
        self.counter = 0
        self.helpers = []  # lists of lines
        self.globals = []
        self.extents = []  # (value, macro)
        self.scalars = []  # (name, type) printed at the end of main
        self.scratch = SideStream("scratch", seed, 100000)
        self.app = SideStream("application", seed, 200000)
        self.calls = SideStream("calls", seed, 300000)
        self.shape = SideStream("shapes", seed, 400000)
        # C++ vector tables and their reading helpers: the choice whether a
        # program has them from cxt, the blocks' draws and names from
        # tables, so that the C++ programs without them stay as they were.
        self.cxt = random.Random("tables-%d" % seed)
        self.tables = SideStream("tables", seed, 500000)
        # C++ records of vectors: chosen by cxrec, drawn and named from
        # records, so that the C++ programs without them stay as they were.
        self.cxrec = random.Random("records-%d" % seed)
        self.records = SideStream("records", seed, 600000)
        # Reads hidden behind constants, integers, default arguments and
        # constructors: chosen by indr, drawn and named from indirect.
        self.indr = random.Random("indirect-%d" % seed)
        self.indirect = SideStream("indirect", seed, 700000)
        # C++: assignments through a reference bound to the element
        # (`int &er3 = a[i][j]; er3 = ...;`): chosen by eref, so that the
        # C++ programs without them stay as they were.
        self.eref = random.Random("element-references-%d" % seed)
        self.eref_count = 0
        # A pointer to the element of an array of structs whose fields a
        # loop writes (`item1 *ep1 = &IT1[i]; ep1->id = ...;`): chosen by
        # eptr, so that the programs without them stay as they were.
        self.eptr = random.Random("element-pointers-%d" % seed)
        self.eptr_count = 0
        # Flat arrays addressed with a row length held in a variable of its
        # own, equal to the extent or one less (rows overlapping by one
        # element): chosen by rowlen, so that the programs without them
        # stay as they were.
        self.rowlen = random.Random("row-lengths-%d" % seed)
        self.rowlen_count = 0
        self.uses_vector = False  # a table block declared a std::vector
        self.uses_array = False  # a table block declared a std::array
        self.shape_decls = []  # file-scope lines of the shapes blocks: structs, globals, prototypes
        self.late_helpers = []  # helpers defined after main (a prototype comes before)
        self.app_live = []  # heap arrays and Items of application blocks not freed yet
        self.app_releases = []  # (slot or None for the end of main, array or Items, style)
        self.app_decls = []  # file-scope lines: struct types, arrays of structs
        self.app_macros = {}  # name: definition, once each
        self.app_helpers = {}  # name: lines, once each

    # -- names and small choices -------------------------------------------
    def alloc(self, ptr_ty, call):
        """A malloc-like call whose void * C converts implicitly and C++
        only by a cast."""
        return "static_cast<%s>(%s)" % (ptr_ty, call) if self.cxx else call

    def null(self):
        return "nullptr" if self.cxx else "NULL"

    def fresh(self, prefix):
        self.counter += 1
        return "%s%d" % (prefix, self.counter)

    def chance(self, p):
        return self.r.random() < p

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    # -- program set-up --------------------------------------------------------
    def make_extents(self):
        values = []
        pool = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 17, 20, 23, 24, 31, 32, 40]
        weights = [1, 2, 3, 3, 4, 4, 4, 5, 4, 5, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 1]
        n = self.r.randint(3, 5)
        while len(values) < n:
            v = self.r.choices(pool, weights)[0]
            if v not in values:
                values.append(v)
        self.extents = [(v, "N%d" % k) for k, v in enumerate(values)]

    def random_ext(self, ndim):
        """Extents for an array of ndim dimensions, product kept small."""
        limit = {1: 64, 2: 1600, 3: 2000}[ndim]
        for _ in range(50):
            ext = [self.pick(self.extents) for _ in range(ndim)]
            prod = 1
            for v, _ in ext:
                prod *= v
            if prod <= limit:
                return ext
        return [min(self.extents)] * ndim

    def random_type(self):
        return self.r.choices(["double", "int", "unsigned"], [5, 3, 2])[0]

    def shapes(self):
        """A few shapes that several arrays share, so that stencil pairs and
        helper arguments of the same shape exist."""
        out = []
        for _ in range(self.r.randint(2, 4)):
            out.append(self.random_ext(self.r.choices([1, 2, 3], [3, 5, 2])[0]))
        return out

    # -- expressions -------------------------------------------------------------
    def convert(self, expr, src, dst):
        if src == dst:
            return expr
        if dst == "double":
            if src == "int":
                return "0.001 * %s" % expr
            return "0.01 * (double)(%s %% 101u)" % expr
        if dst == "int":
            if src == "double":
                return "(int)%s %% %d" % (expr, INT_MOD)
            return "(int)(%s %% %du)" % (expr, INT_MOD)
        # unsigned
        return "(unsigned)%s" % expr

    def pick_read(self, arrays, vars, ty_pref, target=None, prefer_subs=None):
        """An element read of a visible array with subscripts valid for every
        value of the loop variables; returns (text, type)."""
        cands = [a for a in arrays if a.ndim > 0]
        same = [a for a in cands if a.ty == ty_pref]
        if same and self.chance(0.6):
            cands = same
        if target is not None and self.chance(0.3):
            cands = [target]
        a = self.pick(cands)
        subs = []
        for d, (extent, spell) in enumerate(a.ext):
            opts = []
            for v in vars:
                for off in (-2, -1, 0, 1, 2):
                    if v.fits(off, extent):
                        w = 6 if off == 0 else (2 if abs(off) == 1 else 1)
                        if prefer_subs and d < len(prefer_subs) and prefer_subs[d] == v.name:
                            w *= 4
                        opts.append((sub(v.name, off), w))
            if opts and self.chance(0.9):
                subs.append(self.r.choices([o for o, _ in opts], [w for _, w in opts])[0])
            else:
                c = self.r.randrange(extent)
                subs.append("%s - %d" % (spell, extent - c) if self.chance(0.3) and c < extent else str(c))
        return a.at(subs), a.ty

    def index_term(self, vars):
        if not vars:
            return "0"
        vs = self.r.sample(vars, min(len(vars), self.r.randint(1, 2)))
        return " + ".join("%d * %s" % (self.r.randint(1, 5), v.name) for v in vs)

    def value_expr(self, ty, arrays, vars, target=None, prefer_subs=None, nreads=None):
        if nreads is None:
            nreads = self.r.randint(0 if not arrays else 1, 3)
        reads = [self.pick_read(arrays, vars, ty, target, prefer_subs)
                 for _ in range(nreads if arrays else 0)]
        if ty == "double":
            terms = []
            dreads = [r for r in reads if r[1] == "double"]
            others = [r for r in reads if r[1] != "double"]
            if len(dreads) >= 2 and self.chance(0.25):
                (x, _), (y, _) = dreads[0], dreads[1]
                terms.append("%s * %s / (1.0 + %s + %s)" % (x, y, x, y))
                dreads = dreads[2:]
            if dreads:
                wts = self.pick([[0.5, 0.25, 0.125], [0.25, 0.25, 0.25], [0.5, 0.5, 0.0],
                                 [0.125, 0.375, 0.5], [1.0, 0.0, 0.0], [0.75, 0.125, 0.0]])
                for (x, _), w in zip(dreads, wts):
                    if w:
                        terms.append("%r * %s" % (w, x))
            for x, t in others:
                terms.append(self.convert(x, t, "double"))
            if vars and self.chance(0.5):
                terms.append("0.01 * (%s)" % self.index_term(vars))
            terms.append(self.pick(["0.125", "0.5", "1.0", "0.0625", "0.25"]))
            return " + ".join(terms)
        if ty == "int":
            terms = [self.convert(x, t, "int") for x, t in reads]
            if len(terms) >= 2 and self.chance(0.3):
                terms = ["(%s) * (%s)" % (terms[0], terms[1])] + terms[2:]
            if vars and self.chance(0.7):
                terms.append(self.index_term(vars))
            terms.append(str(self.r.randint(0, 999)))
            return "(%s) %% %d" % (" + ".join(terms), INT_MOD)
        # unsigned
        terms = [self.convert(x, t, "unsigned") for x, t in reads]
        if terms and self.chance(0.5):
            terms[0] = "%s * %du" % (terms[0], self.pick([2654435761, 40503, 7, 65599]))
        if len(terms) >= 2 and self.chance(0.4):
            terms[1] = "(%s >> %d)" % (terms[1], self.r.randint(1, 7))
        if vars and self.chance(0.7):
            terms.append("(unsigned)(%s)" % self.index_term(vars))
        terms.append("%du" % self.r.randint(0, 99999))
        return " + ".join(terms)

    def condition(self, arrays, vars):
        if arrays and self.chance(0.6):
            x, t = self.pick_read(arrays, vars, "double")
            if t == "double":
                return "%s > %s" % (x, self.pick(["0.5", "1.0", "2.0", "3.5", "0.75"]))
            if t == "int":
                return "%s %% %d == 0" % (x, self.r.randint(2, 5))
            return "(%s & %du) != 0" % (x, self.pick([1, 2, 4, 8]))
        if vars:
            return "(%s) %% %d == %d" % (self.index_term(vars), self.r.randint(2, 4), self.r.randint(0, 1))
        return "1"

    # -- loops -----------------------------------------------------------------
    def loop(self, out, name, extent, spell, margin=None, decl_outside=None, allow_odd=True):
        """Opens a for loop over [margin, extent - margin) in one of several
        shapes and returns its Var. decl_outside: the variable is declared
        before the loop (by the caller) instead of in it."""
        if margin is None:
            margin = self.r.choices([0, 1, 2], [6, 3, 1])[0]
            if extent <= 2 * margin:
                margin = 0
        lo, hi = margin, extent - margin
        if hi < lo:
            hi = lo
        if margin == 0:
            hi_spell = self.pick([spell, str(hi)])
        else:
            hi_spell = self.pick(["%s - %d" % (spell, margin), str(hi)])
        if self.chance(0.15):
            bound = self.fresh("nb")
            out.decl("int " + bound, bound, hi_spell)
            hi_spell = bound
        declare = not decl_outside
        shape = self.r.choices(["up", "le", "down", "step2", "zero"],
                               [10, 2, 2, 1 if allow_odd else 0, 0.2 if allow_odd else 0])[0]
        if shape == "up":
            out.open_for(name, str(lo), "%s < %s" % (name, hi_spell), name + "++", declare)
            vals = range(lo, hi)
        elif shape == "le":
            out.open_for(name, str(lo), "%s <= %s - 1" % (name, hi_spell), "++" + name, declare)
            vals = range(lo, hi)
        elif shape == "down":
            out.open_for(name, hi_spell + " - 1", "%s >= %d" % (name, lo), name + "--", declare)
            vals = range(hi - 1, lo - 1, -1)
        elif shape == "step2":
            out.open_for(name, str(lo), "%s < %s" % (name, hi_spell), name + " += 2", declare)
            vals = range(lo, hi, 2)
        else:
            out.open_for(name, str(lo), "%s < %d" % (name, lo), name + "++", declare)
            vals = []
        return Var(name, vals)

    def open_nest(self, out, target, depth_extra=0, decl_outside=()):
        """Opens loops for every dimension of target (in a random order)
        plus depth_extra loops; returns (vars in loop order, var per dim)."""
        dims = list(range(target.ndim))
        order = dims[:]
        if len(order) > 1 and self.chance(0.2):
            self.r.shuffle(order)
        names = {}
        vars = []
        for d in order:
            extent, spell = target.ext[d]
            name = self.fresh("i")
            v = self.loop(out, name, extent, spell, decl_outside=name in decl_outside)
            names[d] = v
            vars.append(v)
        for _ in range(depth_extra):
            extent, spell = self.pick(self.extents)
            name = self.fresh("k")
            vars.append(self.loop(out, name, extent, spell))
        return vars, [names[d] for d in dims]

    def close_n(self, out, n):
        for _ in range(n):
            out.close()

    def body_assign(self, out, target, arrays, vars, per_dim, allow_offset=True):
        subs = []
        for d, v in enumerate(per_dim):
            off = 0
            if allow_offset and self.chance(0.1):
                off = self.pick([-1, 1])
                if not v.fits(off, target.ext[d][0]):
                    off = 0
            subs.append(sub(v.name, off))
        lhs = target.at(subs)
        if self.cxx and self.eref.random() < 0.2:
            self.eref_count += 1
            ref = "er%d" % self.eref_count
            out("%s &%s = %s;" % (target.ty, ref, lhs))
            lhs = ref
        pref = [v.name for v in per_dim]
        if self.chance(0.2):
            cond = self.condition(arrays, vars)
            out("if (%s)" % cond)
            out("  %s = %s;" % (lhs, self.value_expr(target.ty, arrays, vars, target, pref)))
            out("else")
            out("  %s = %s;" % (lhs, self.value_expr(target.ty, arrays, vars, target, pref)))
        elif self.chance(0.1):
            out("%s = %s ? %s : %s;" % (lhs, self.condition(arrays, vars),
                                        self.value_expr(target.ty, arrays, vars, target, pref),
                                        self.value_expr(target.ty, arrays, vars, None, pref, 0)))
        else:
            out("%s = %s;" % (lhs, self.value_expr(target.ty, arrays, vars, target, pref)))

    def flat_row_lengths(self, out, a):
        """Sometimes addresses the 2-D flat array a, just allocated, with
        `int rlK = N1;` as its row length, which the loop bounds (to N1) do
        not prove long enough: autolb checks it at run time. With
        `rlK = N1 - 1` the rows overlap (that check fails); the storage is
        zeroed first, since its last elements are then no element's."""
        if not a.flat or a.ndim != 2 or self.rowlen.random() >= 0.35:
            return
        self.rowlen_count += 1
        name = "rl%d" % self.rowlen_count
        extent, spell = a.ext[1]
        overlap = extent > 1 and self.rowlen.random() < 0.4
        out.decl("int " + name, name, spell + (" - 1" if overlap else ""))
        a.row_spells = [name]
        if overlap:
            k = "rz%d" % self.rowlen_count
            out.open_for(k, "0", "%s < %s * %s" % (k, a.ext[0][1], spell), k + "++")
            out("%s[%s] = 0;" % (a.name, k))
            self.close_n(out, 1)

    def init_nest(self, out, a):
        """Writes every element of a from its indices only."""
        names = []
        for d, (extent, spell) in enumerate(a.ext):
            n = self.fresh("i")
            out.open_for(n, "0", "%s < %s" % (n, spell), n + "++")
            names.append(Var(n, range(extent)))
        out("%s = %s;" % (a.at([v.name for v in names]), self.value_expr(a.ty, [], names, nreads=0)))
        self.close_n(out, len(names))

    def map_nest(self, out, arrays, writable, extra=None):
        target = self.pick(writable)
        if extra is None:
            extra = 1 if self.chance(0.15 if target.ndim < 3 else 0.1) else 0
        vars, per_dim = self.open_nest(out, target, extra)
        for _ in range(self.r.choices([1, 2], [4, 1])[0]):
            self.body_assign(out, target, arrays, vars, per_dim)
        if self.chance(0.15):
            other = [a for a in writable if a is not target and a.shape() == target.shape()]
            if other:
                self.body_assign(out, self.pick(other), arrays, vars, per_dim)
        self.close_n(out, len(vars))

    # -- blocks (statements of main or a helper) --------------------------------
    def block(self, ctx, out, allow_calls=True):
        kinds = ["map", "map", "reduction", "reduction", "jacobi", "gauss", "recurrence",
                 "ivar", "lastvalue", "exit", "time", "alias", "blockarray", "vla", "matmul",
                 "arrayreduction", "pivot", "symmetric"]
        if self.c89:
            kinds.remove("vla")
        if allow_calls:
            kinds += ["call", "call", "call"]
        if ctx.get("heap_resizable"):
            kinds += ["realloc"]
        if ctx.get("heap_replaceable"):
            kinds += ["replace"]
        kind = self.pick(kinds)
        getattr(self, "b_" + kind)(ctx, out)

    def writable(self, ctx, ty=None, ndim=None):
        """The arrays a block may write: ctx's "targets" when it names some
        (an application block's own arrays), else every visible array."""
        out = [a for a in ctx.get("targets", ctx["arrays"]) if a.kind != "alias"]
        if ty:
            out = [a for a in out if a.ty == ty]
        if ndim:
            out = [a for a in out if a.ndim == ndim]
        return out

    def b_map(self, ctx, out):
        self.map_nest(out, ctx["arrays"], self.writable(ctx))

    def b_time(self, ctx, out):
        t = self.fresh("t")
        out.open_for(t, "0", "%s < %d" % (t, self.r.randint(1, 4)), t + "++")
        for _ in range(self.r.randint(1, 2)):
            self.map_nest(out, ctx["arrays"], self.writable(ctx))
        out.close()

    def new_scalar(self, ctx, out, ty, init, prefix="s"):
        name = self.fresh(prefix)
        out.decl("%s %s" % (ty, name), name, init)
        if ctx["scalars"] is not None:
            ctx["scalars"].append((name, ty))
        return name

    def b_reduction(self, ctx, out):
        src = self.pick(ctx["arrays"])
        op = self.pick(["+", "+", "*", "min", "max"])
        ty = src.ty
        init = {"+": {"double": "0.0", "int": "0", "unsigned": "0u"},
                "*": {"double": "1.0", "int": "1", "unsigned": "1u"},
                "min": {"double": "1e300", "int": "2147483647", "unsigned": "4294967295u"},
                "max": {"double": "-1.0", "int": "-1", "unsigned": "0u"}}[op][ty]
        name = self.new_scalar(ctx, out, ty, init, "r")
        scalars = [(name, ty)]
        second = None
        if self.chance(0.25):
            sty = "unsigned" if ty != "unsigned" else "int"
            second = self.new_scalar(ctx, out, sty, "0", "r")
            scalars.append((second, sty))
        vars, per_dim = self.open_nest(out, src, 1 if (src.ndim < 3 and self.chance(0.1)) else 0)
        x = src.at([v.name for v in per_dim])
        guarded = self.chance(0.2)
        if guarded:
            out.open("if (%s)" % self.condition(ctx["arrays"], vars))
        if op == "+":
            if ty == "double" and self.chance(0.3):
                out("%s = %s + %s;" % (name, name, x))
            elif ty == "unsigned":
                out("%s += %s * %du;" % (name, x, self.r.randint(1, 9)))
            else:
                out("%s += %s;" % (name, x))
        elif op == "*":
            if ty == "double":
                out("%s *= 1.0 + 1e-6 * %s;" % (name, x))
            elif ty == "int":
                out("%s *= (%s %% 3 == 0) ? -1 : 1;" % (name, x))
            else:
                out("%s *= %s | 1u;" % (name, x))
        elif op == "min":
            if self.chance(0.5):
                out("if (%s < %s)" % (x, name))
                out("  %s = %s;" % (name, x))
            else:
                out("%s = %s < %s ? %s : %s;" % (name, x, name, x, name))
        else:
            if self.chance(0.5):
                out("if (%s > %s)" % (x, name))
                out("  %s = %s;" % (name, x))
            else:
                out("%s = %s > %s ? %s : %s;" % (name, name, x, name, x))
        if second is not None:
            if ty != "unsigned":
                out("%s += (unsigned)(%s);" % (second, self.index_term(vars)))
            else:
                out("%s += (int)(%s & 1u);" % (second, x))
        if guarded:
            out.close()
        self.close_n(out, len(vars))
        self.maybe_print(ctx, out, scalars)

    def b_arrayreduction(self, ctx, out):
        """An array reduction: the rows of a 2-D array added into a section
        of a 1-D integer array, `dst[j] += src[i][j]`, sometimes
        strided or offset, under a condition, or over an inner loop that
        does not count up by 1 (which keeps the outer loop sequential)."""
        sources = [a for a in ctx["arrays"] if a.ndim == 2 and not a.flat]
        if not sources:
            return self.b_reduction(ctx, out)
        src = self.pick(sources)
        (rows, rows_spell), (cols, cols_spell) = src.ext
        stride = self.pick([1, 1, 1, 2])
        offset = self.pick([0, 0, 1])
        # Integer targets only: the program prints a bitwise hash of each
        # array, and a floating-point array reduction is reassociated (the
        # tool says so; test/EndToEnd/array-reductions.c checks those within
        # the announced tolerance).
        targets = [a for a in self.writable(ctx, ndim=1)
                   if a.ty != "double" and a is not src
                   and a.ext[0][0] >= stride * (cols - 1) + offset + 1]
        if not targets:
            return self.b_reduction(ctx, out)
        dst = self.pick(targets)
        i = self.loop(out, self.fresh("i"), rows, rows_spell)
        j = self.loop(out, self.fresh("j"), cols, cols_spell)
        guarded = self.chance(0.2)
        if guarded:
            out.open("if (%s)" % self.condition(ctx["arrays"], [i, j]))
        index = j.name if stride == 1 else "%d * %s" % (stride, j.name)
        if offset:
            index += " + %d" % offset
        x = self.convert(src.at([i.name, j.name]), src.ty, dst.ty)
        target = dst.at([index])
        if dst.ty == "unsigned":
            out("%s += (%s) * %du;" % (target, x, self.r.randint(1, 9)))
        else:
            out("%s = %s + (%s);" % (target, target, x) if self.chance(0.3)
                else "%s += %s;" % (target, x))
        if guarded:
            out.close()
        self.close_n(out, 2)

    def maybe_print(self, ctx, out, scalars):
        """Scalars are printed at the end of main; in helpers right away."""
        if ctx["scalars"] is None:
            for name, ty in scalars:
                out(print_scalar(name, ty))

    def b_jacobi(self, ctx, out):
        pairs = []
        ws = self.writable(ctx)
        for a in ws:
            for b in ws:
                if a is not b and a.ty == b.ty and a.shape() == b.shape():
                    pairs.append((a, b))
        if not pairs:
            return self.b_map(ctx, out)
        a, b = self.pick(pairs)
        t = self.fresh("t")
        out.open_for(t, "0", "%s < %d" % (t, self.r.randint(1, 5)), t + "++")
        radius = 1
        names = []
        per_dim = []
        for d, (extent, spell) in enumerate(b.ext):
            n = self.fresh("i")
            per_dim.append(self.loop(out, n, extent, spell, margin=radius if extent > 2 else 0))
            names.append(n)
        vars = per_dim
        reads = []
        for d, v in enumerate(per_dim):
            for off in (-radius, radius):
                if v.fits(off, a.ext[d][0]):
                    s = names[:]
                    s[d] = sub(names[d], off)
                    reads.append(a.at(s))
        reads.append(a.at(names))
        if b.ty == "double":
            rhs = "(%s) / %d.0" % (" + ".join(reads), len(reads))
            if self.chance(0.3):
                rhs += " + 0.125"
        elif b.ty == "int":
            rhs = "(%s + %d) %% %d" % (" + ".join(reads), self.r.randint(0, 9), INT_MOD)
        else:
            rhs = " ^ ".join(reads) + " + %du" % self.r.randint(1, 99)
        out("%s = %s;" % (b.at(names), rhs))
        self.close_n(out, len(vars))
        vars2, per2 = self.open_nest(out, a)
        names2 = [v.name for v in per2]
        out("%s = %s;" % (a.at(names2), b.at(names2)))
        self.close_n(out, len(vars2))
        out.close()

    def b_gauss(self, ctx, out):
        ws = [a for a in self.writable(ctx) if a.ndim <= 2]
        if not ws:
            return self.b_map(ctx, out)
        a = self.pick(ws)
        t = self.fresh("t")
        out.open_for(t, "0", "%s < %d" % (t, self.r.randint(1, 4)), t + "++")
        names = []
        vars = []
        for d, (extent, spell) in enumerate(a.ext):
            n = self.fresh("i")
            m = 1 if extent > 2 else 0
            if m:
                out.open_for(n, "1", "%s < %s - 1" % (n, spell), n + "++")
            else:
                out.open_for(n, "0", "%s < %s" % (n, spell), n + "++")
            vars.append(Var(n, range(m, extent - m)))
            names.append(n)
        reads = [a.at(names)]
        for d, v in enumerate(vars):
            for off in (-1, 1):
                if v.fits(off, a.ext[d][0]):
                    s = names[:]
                    s[d] = sub(names[d], off)
                    reads.append(a.at(s))
        if a.ty == "double":
            out("%s = (%s) / %d.0;" % (a.at(names), " + ".join(reads), len(reads)))
        elif a.ty == "int":
            out("%s = (%s) %% %d;" % (a.at(names), " + ".join(reads), INT_MOD))
        else:
            out("%s = %s;" % (a.at(names), " * 3u + ".join(reads)))
        self.close_n(out, len(vars))
        out.close()

    def b_pivot(self, ctx, out):
        """An elimination step loop: the rows after (or before) pivot row k
        are updated from row k, and sometimes the row next to it, which no
        iteration of the row loop writes (shared slices)."""
        ws = [a for a in self.writable(ctx) if a.ext[0][0] > 2]
        if not ws:
            return self.b_map(ctx, out)
        a = self.pick(ws)
        extent, spell = a.ext[0]
        k, i = self.fresh("k"), self.fresh("i")
        # A second row next to the pivot: outside the rows updated (shared
        # too), or inside them (a dependence the tool must see).
        if self.chance(0.3):
            # Rows above the pivot: k from the last row down, i < k.
            out.open_for(k, "%s - 1" % spell, "%s > 0" % k, k + "--")
            out.open_for(i, "0", "%s < %s" % (i, k), i + "++")
            extras = [sub(k, -1)]
        else:
            first = self.r.randint(0, 1)
            out.open_for(k, str(first), "%s < %s - 1" % (k, spell), k + "++")
            out.open_for(i, "%s + 1" % k, "%s < %s" % (i, spell), i + "++")
            extras = [sub(k, 1)] + ([sub(k, -1)] if first == 1 else [])
        pivots = [k] + ([self.pick(extras)] if self.chance(0.4) else [])
        names = [i]
        for d in range(1, a.ndim):
            e2, s2 = a.ext[d]
            m = self.fresh("j")
            self.loop(out, m, e2, s2, margin=0, allow_odd=False)
            names.append(m)
        reads = [a.at([p] + names[1:]) for p in pivots]
        if a.ty == "double":
            rhs = "0.5 * %s + %s" % (a.at(names), " + ".join("0.25 * %s" % r for r in reads))
        elif a.ty == "int":
            rhs = "(%s + 3 * (%s)) %% %d" % (a.at(names), " + ".join(reads), INT_MOD)
        else:
            rhs = "%s * 7u + %s" % (a.at(names), " + ".join(reads))
        out("%s = %s;" % (a.at(names), rhs))
        self.close_n(out, a.ndim - 1)
        out.close()
        out.close()

    def b_symmetric(self, ctx, out):
        """A symmetric matrix's nest: iteration i writes row i right of (or
        from) the diagonal and column i below it, in the rows of other
        iterations, or swaps the two (an in-place transpose). Sometimes a
        variant the tool must refuse: a read of row 0, which the column
        writes of iteration 0 change, the whole row and column (each element
        written twice), or a column write under a condition."""
        ws = [a for a in self.writable(ctx, ndim=2) if a.ext[0][0] == a.ext[1][0]
              and a.ext[0][0] > 1]
        if not ws:
            return self.b_map(ctx, out)
        a = self.pick(ws)
        extent, spell = a.ext[0]
        i, j = self.fresh("i"), self.fresh("j")
        variant = self.pick(["product", "product", "swap", "readrow0", "full",
                             "conditional"])
        first = "0" if variant == "full" else "%s + %d" % (i, self.r.randint(0, 1))
        out.open_for(i, "0", "%s < %s" % (i, spell), i + "++")
        out.open_for(j, first, "%s < %s" % (j, spell), j + "++")
        row, col = a.at([i, j]), a.at([j, i])
        if variant == "swap":
            t = self.fresh("t")
            out.decl("%s %s" % (a.ty, t), t, row)
            out("%s = %s;" % (row, col))
            out("%s = %s;" % (col, t))
        else:
            extra = a.at(["0", j]) if variant == "readrow0" else row
            if a.ty == "double":
                rhs = "0.5 * %s + 0.25 * %s + 0.125" % (extra, col)
            elif a.ty == "int":
                rhs = "(%s + 3 * %s + %s) %% %d" % (extra, col, i, INT_MOD)
            else:
                rhs = "%s * 7u + %s" % (extra, col)
            out("%s = %s;" % (row, rhs))
            if variant == "conditional":
                out.open("if (%s %% 3 != 1)" % j)
            out("%s = %s;" % (col, row))
            if variant == "conditional":
                out.close()
        out.close()
        out.close()

    def b_recurrence(self, ctx, out):
        ws = [a for a in self.writable(ctx) if a.ext[0][0] > 1]
        if not ws:
            return self.b_map(ctx, out)
        a = self.pick(ws)
        extent, spell = a.ext[0]
        n = self.fresh("i")
        out.open_for(n, "1", "%s < %s" % (n, spell), n + "++")
        v = Var(n, range(1, extent))
        vars = [v]
        names = [n]
        for d in range(1, a.ndim):
            e2, s2 = a.ext[d]
            m = self.fresh("i")
            vars.append(self.loop(out, m, e2, s2, margin=0, allow_odd=False))
            names.append(m)
        prev = [sub(n, -1)] + names[1:]
        if a.ty == "double":
            rhs = "0.5 * %s + 0.25 * %s + 0.125" % (a.at(prev), a.at(names))
        elif a.ty == "int":
            rhs = "(%s + %s + %d) %% %d" % (a.at(prev), a.at(names), self.r.randint(0, 9), INT_MOD)
        else:
            rhs = "%s * 7u + %s" % (a.at(prev), a.at(names))
        out("%s = %s;" % (a.at(names), rhs))
        self.close_n(out, len(vars))

    def b_ivar(self, ctx, out):
        """An inner loop's variable declared before the nest, read after."""
        ws = [a for a in self.writable(ctx) if a.ndim >= 2] or self.writable(ctx)
        a = self.pick(ws)
        inner = self.fresh("j")
        outer = self.fresh("i")
        decl_outer = self.chance(0.4)
        out.decl("int " + inner, inner, "-7")
        if decl_outer:
            out.decl("int " + outer, outer)
        if a.ndim == 1:
            v = self.loop(out, inner, a.ext[0][0], a.ext[0][1], decl_outside=True)
            self.body_assign(out, a, ctx["arrays"], [v], [v])
            out.close()
        else:
            vo = self.loop(out, outer, a.ext[0][0], a.ext[0][1], decl_outside=decl_outer)
            rest = []
            for d in range(1, a.ndim - 1):
                rest.append(self.loop(out, self.fresh("i"), a.ext[d][0], a.ext[d][1]))
            vi = self.loop(out, inner, a.ext[-1][0], a.ext[-1][1], decl_outside=True)
            per = [vo] + rest + [vi]
            self.body_assign(out, a, ctx["arrays"], per, per)
            self.close_n(out, len(per))
        name = self.new_scalar(ctx, out, "int", inner, "iv")
        scal = [(name, "int")]
        if decl_outer and a.ndim > 1:
            name2 = self.new_scalar(ctx, out, "int", outer, "iv")
            scal.append((name2, "int"))
        self.maybe_print(ctx, out, scal)

    def b_lastvalue(self, ctx, out):
        a = self.pick(self.writable(ctx))
        src = self.pick(ctx["arrays"])
        lty = src.ty
        init = {"double": "0.0", "int": "0", "unsigned": "0u"}[lty]
        name = self.new_scalar(ctx, out, lty, init, "lv")
        cnt = self.new_scalar(ctx, out, "int", "-1", "lv")
        vars, per_dim = self.open_nest(out, a)
        self.body_assign(out, a, ctx["arrays"], vars, per_dim)
        x, t = self.pick_read([src], vars, lty)
        if self.chance(0.5):
            out("%s = %s;" % (name, x))
        else:
            out("if (%s)" % self.condition(ctx["arrays"], vars))
            out("  %s = %s;" % (name, x))
        out("if (%s)" % self.condition(ctx["arrays"], vars))
        out("  %s = %s;" % (cnt, self.index_term(vars)))
        self.close_n(out, len(vars))
        self.maybe_print(ctx, out, [(name, lty), (cnt, "int")])

    def b_exit(self, ctx, out):
        """break (innermost loop), continue, goto out of the nest, or return
        (in helpers) inside a nest that also writes an array."""
        a = self.pick(self.writable(ctx))
        hows = ["break", "break", "continue", "goto"]
        if ctx["scalars"] is None:
            hows.append("return")
        how = self.pick(hows)
        pos = self.new_scalar(ctx, out, "int", "-1", "ex")
        flag = None
        if self.cxx and how != "continue" and self.cxr.random() < 0.5:
            flag = pos.replace("ex", "hit")
            out.decl("bool " + flag, flag, "false")
            if ctx["scalars"] is not None:
                ctx["scalars"].append((flag, "bool"))
        label = self.fresh("done")
        vars, per_dim = self.open_nest(out, a)
        if self.chance(0.5):
            self.body_assign(out, a, ctx["arrays"], vars, per_dim)
        cond = self.condition(ctx["arrays"], vars)
        if how == "continue":
            out("if (%s)" % cond)
            out("  continue;")
        else:
            out.open("if (%s)" % cond)
            out("%s = %s;" % (pos, self.index_term(vars)))
            if flag:
                out("%s = true;" % flag)
            if how == "break":
                out("break;")
            elif how == "goto":
                out("goto %s;" % label)
            else:
                out("return;")
            out.close()
        self.body_assign(out, a, ctx["arrays"], vars, per_dim)
        self.close_n(out, len(vars))
        if how == "goto":
            out("%s:;" % label)
        self.maybe_print(ctx, out, [(pos, "int")] + ([(flag, "bool")] if flag else []))

    def b_alias(self, ctx, out):
        two = [a for a in self.writable(ctx) if a.ndim == 2 and not a.flat and a.ty == "double"]
        one = [a for a in self.writable(ctx) if a.ndim == 1]
        if two and self.chance(0.5):
            a = self.pick(two)
            p = self.fresh("p")
            r = self.r.randrange(a.ext[0][0])
            if self.chance(0.5):
                out.decl("double *" + p, p, "%s[%d]" % (a.name, r))
                alias = Arr(p, "double", [a.ext[1]], "alias")
            else:
                out.decl("double (*%s)[%s]" % (p, a.ext[1][1]), p, a.name)
                alias = Arr(p, "double", a.ext, "alias")
            arrays = ctx["arrays"] + [alias]
            vars, per = self.open_nest(out, alias)
            self.body_assign(out, alias, arrays, vars, per)
            self.close_n(out, len(vars))
            if self.chance(0.5):
                self.map_nest(out, arrays, [a] + self.writable(ctx))
        elif one:
            a = self.pick(one)
            p = self.fresh("p")
            ptr_ty = a.ty
            off = 1 if a.ext[0][0] > 2 and self.chance(0.4) else 0
            out.decl("%s *%s" % (ptr_ty, p), p, a.name + (" + 1" if off else ""))
            alias = Arr(p, a.ty, [(a.ext[0][0] - 2 * off, "%s - %d" % (a.ext[0][1], 2 * off) if off else a.ext[0][1])], "alias")
            arrays = ctx["arrays"] + [alias]
            vars, per = self.open_nest(out, alias)
            self.body_assign(out, alias, arrays, vars, per)
            self.close_n(out, len(vars))
        else:
            self.b_map(ctx, out)

    def b_blockarray(self, ctx, out):
        ty = self.random_type()
        ext = self.random_ext(self.r.choices([1, 2, 3], [3, 4, 1])[0])
        rep = self.chance(0.3)
        if rep:
            t = self.fresh("t")
            out.open_for(t, "0", "%s < %d" % (t, self.r.randint(1, 3)), t + "++")
        else:
            out.open()
        b = Arr(self.fresh("B"), ty, ext, "block")
        out.decl("%s %s%s" % (ty, b.name, "".join("[%s]" % s for _, s in ext)), b.name)
        self.init_nest(out, b)
        inner = dict(ctx)
        inner["arrays"] = ctx["arrays"] + [b]
        self.map_nest(out, inner["arrays"], [b])
        for _ in range(self.r.randint(1, 2)):
            self.map_nest(out, inner["arrays"], self.writable(ctx) or [b])
        self.checksum(out, b)
        out.close()

    def b_vla(self, ctx, out):
        ty = self.random_type()
        ndim = self.r.choices([1, 2, 3], [2, 4, 1])[0]
        ext = self.random_ext(ndim)
        sizes = []
        vext = []
        for v, spell in ext:
            n = self.fresh("vn")
            out.decl("int " + n, n, spell)
            vext.append((v, n))
        b = Arr(self.fresh("V"), ty, vext, "vla")
        out.open()
        out.decl("%s %s%s" % (ty, b.name, "".join("[%s]" % s for _, s in vext)), b.name)
        self.init_nest(out, b)
        arrays = ctx["arrays"] + [b]
        for _ in range(self.r.randint(1, 3)):
            self.map_nest(out, arrays, [b] + ([self.pick(self.writable(ctx))] if self.writable(ctx) and self.chance(0.5) else []))
        self.checksum(out, b)
        out.close()

    def b_matmul(self, ctx, out):
        two = [a for a in self.writable(ctx) if a.ndim == 2]
        if not two:
            return self.b_map(ctx, out)
        c = self.pick(two)
        kext, kspell = self.pick(self.extents)
        reads = ctx["arrays"]
        vars, per = self.open_nest(out, c)
        s = self.fresh("acc")
        init = {"double": "0.0", "int": "0", "unsigned": "0u"}[c.ty]
        out.decl("%s %s" % (c.ty, s), s, init)
        k = self.fresh("k")
        kv = self.loop(out, k, kext, kspell, margin=0, allow_odd=False)
        x, tx = self.pick_read(reads, vars + [kv], c.ty, prefer_subs=[per[0].name, k])
        y, ty_ = self.pick_read(reads, vars + [kv], c.ty, prefer_subs=[k, per[1].name])
        if c.ty == "double":
            # Dyadic terms of bounded size: the sum is exact in any order, so
            # a distributed (reassociated) k loop must give the same bits.
            x, y = self.convert(x, tx, "int"), self.convert(y, ty_, "int")
            out("%s += (double)((%s) %% 97) * 0.125 * ((double)((%s) %% 61) * 0.0625);" % (s, x, y))
        elif c.ty == "int":
            out("%s = (%s + (%s) * (%s)) %% %d;" % (s, s, self.convert(x, tx, "int"), self.convert(y, ty_, "int"), INT_MOD))
        else:
            out("%s += %s * %s;" % (s, self.convert(x, tx, "unsigned"), self.convert(y, ty_, "unsigned")))
        out.close()
        if c.ty == "double":
            out("%s = %s / %d.0;" % (c.at([v.name for v in per]), s, max(kext, 1)))
        else:
            out("%s = %s;" % (c.at([v.name for v in per]), s))
        self.close_n(out, len(vars))

    def b_realloc(self, ctx, out):
        a, nvar = ctx["heap_resizable"]
        old = a.ext[0][0]
        new = max(1, old + self.pick([-3, -1, 2, 5, 9]))
        new = min(new, 64)
        out("%s = %d;" % (nvar, new))
        tmp = self.fresh("tmp")
        out.decl("%s *%s" % (a.ty, tmp), tmp, self.alloc(a.ty + " *", "realloc(%s, (size_t)%s * sizeof *%s)" % (
            a.name, nvar, tmp)))
        out("if (!%s) {" % tmp)
        out("  free(%s);" % a.name)
        out("  return 1;")
        out("}")
        out("%s = %s;" % (a.name, tmp))
        a.ext[0] = (new, nvar)
        if new > old:
            k = self.fresh("i")
            out.open_for(k, str(old), "%s < %s" % (k, nvar), k + "++")
            out("%s[%s] = %s;" % (a.name, k, self.value_expr(a.ty, [], [Var(k, range(old, new))], nreads=0)))
            out.close()
        self.map_nest(out, ctx["arrays"], [a])

    def b_replace(self, ctx, out):
        a = ctx["heap_replaceable"]
        out("free(%s);" % a.name)
        out("%s = %s;" % (a.name, self.alloc(heap_type(a), "malloc(%s)" % heap_size(a))))
        out("if (!%s)" % a.name)
        out("  return 1;")
        self.init_nest(out, a)
        self.map_nest(out, ctx["arrays"], [a])

    # -- helpers -------------------------------------------------------------------
    def b_call(self, ctx, out):
        """A helper function with nests over an array parameter (or over
        globals), called once or more on an array of main."""
        cands = [a for a in ctx["arrays"] if a.kind != "alias"]
        a = self.pick(cands)
        if a.flat or a.ndim == 1:
            kind = self.pick(["ptr", "ptr", "search1", "globals"])
        else:
            kind = self.pick(["fixed", "fixed", "rows", "vla", "ptr", "stack", "search", "globals"])
            if kind == "vla" and (a.ndim != 2 or self.c89 or self.cxx):
                kind = "fixed"
        if kind == "globals" and not self.globals:
            kind = "ptr"
        fname = self.fresh("f")
        h = Out(1, self.c89)
        pname = "a"
        param = None
        args = ""
        sig_params = "void"
        if kind in ("fixed", "stack", "search"):
            if self.chance(0.7):
                dims = "".join("[%s]" % s for _, s in a.ext)
            else:
                dims = "[]" + "".join("[%s]" % s for _, s in a.ext[1:])
            param = Arr(pname, a.ty, a.ext, "param")
            sig_params = "%s %s%s" % (a.ty, pname, dims)
            args = a.name
        elif kind == "rows":
            param = Arr(pname, a.ty, [(a.ext[0][0], "n")] + a.ext[1:], "param")
            sig_params = "%s (*%s)%s, int n" % (a.ty, pname, "".join("[%s]" % s for _, s in a.ext[1:]))
            args = "%s, %s" % (a.name, a.ext[0][1])
        elif kind == "vla":
            param = Arr(pname, a.ty, [(a.ext[0][0], "n"), (a.ext[1][0], "m")], "param")
            sig_params = "int n, int m, %s %s[n][m]" % (a.ty, pname)
            args = "%s, %s, %s" % (a.ext[0][1], a.ext[1][1], a.name)
        elif kind in ("ptr", "search1"):
            sig_params = "%s *%s, int n" % (a.ty, pname)
            if a.flat or a.ndim == 1:
                total = 1
                for v, _ in a.ext:
                    total *= v
                nspell = " * ".join(s for _, s in a.ext)
                if a.ndim == 1 and total > 2 and self.chance(0.3):
                    # p = A + 1: the helper sees the array shifted by one
                    param = Arr(pname, a.ty, [(total - 2, "n")], "param")
                    args = "%s + 1, %s - 2" % (a.name, nspell)
                else:
                    param = Arr(pname, a.ty, [(total, "n")], "param")
                    args = "%s, %s" % (a.name, nspell)
            else:
                # one row of a multi-dimensional array
                row = "".join("[%d]" % self.r.randrange(v) for v, _ in a.ext[:-1])
                param = Arr(pname, a.ty, [(a.ext[-1][0], "n")], "param")
                first = "&%s%s[0]" % (a.name, row) if self.chance(0.5) else a.name + row
                args = "%s, %s" % (first, a.ext[-1][1])
        visible = list(self.globals) + ([param] if param else [])
        ret = "void"
        if kind in ("search", "search1"):
            ret = "int"
            vars, per = self.open_nest(h, param)
            h("if (%s)" % self.condition([param], vars))
            h("  return %s;" % self.index_term(vars))
            self.close_n(h, len(vars))
            h("return -1;")
        elif kind == "stack":
            # a stack array of the helper written by nests (dies on return)
            tmp = Arr(self.fresh("T"), a.ty, a.ext, "local")
            h.decl("%s %s%s" % (a.ty, tmp.name, "".join("[%s]" % s for _, s in a.ext)), tmp.name)
            self.init_nest(h, tmp)
            arrays = visible + [tmp]
            self.map_nest(h, arrays, [tmp])
            self.map_nest(h, arrays, [param])
            if self.chance(0.5):
                ret = a.ty
                rname = self.fresh("r")
                h.decl("%s %s" % (a.ty, rname), rname, {"double": "0.0", "int": "0", "unsigned": "0u"}[a.ty])
                vars, per = self.open_nest(h, tmp)
                x = tmp.at([v.name for v in per])
                h("%s = %s > %s ? %s : %s;" % (rname, x, rname, x, rname))
                self.close_n(h, len(vars))
                h("return %s;" % rname)
        else:
            writable = [param] if param else []
            if param is None or self.chance(0.3):
                writable = writable + [g for g in self.globals if g is not a]
            writable = writable or list(self.globals)
            hctx = {"arrays": visible, "scalars": None}
            if param is not None:
                self.map_nest(h, visible, [param])
            for _ in range(self.r.randint(0 if param is not None else 1, 2)):
                kinds = ["map", "map", "map", "exit", "reduction", "lastvalue", "gauss",
                         "jacobi", "recurrence", "ivar", "time", "matmul"]
                kind2 = self.pick(kinds)
                if kind2 == "map":
                    self.map_nest(h, visible, writable)
                else:
                    getattr(self, "b_" + kind2)(dict(hctx, arrays=writable + [g for g in visible if g not in writable]), h)
        self.helpers.append(self.definition(ret, fname, sig_params) + h.lines + ["}", ""])
        callee = fname
        if self.chance(0.25):
            # A call through a function pointer: autolb cannot see the
            # callee, so it makes every distributed array whole before it.
            callee = self.fresh("fp")
            out.decl("%s (*%s)(%s)" % (ret, callee, sig_params), callee, fname)
        for _ in range(self.r.choices([1, 2, 3], [6, 2, 1])[0]):
            if ret == "void":
                out("%s(%s);" % (callee, args))
            else:
                name = self.new_scalar(ctx, out, ret, "%s(%s)" % (callee, args), "c")
                self.maybe_print(ctx, out, [(name, ret)])

    def b_helpercall(self, ctx, out):
        """A nest whose right-hand side goes through a helper of the file,
        called per element: a pure one (numbers in, a number out; maybe a
        loop over a local array and a constant table of the file), with
        which the nest may be distributed, or one that counts its calls in a
        global, which keeps the nest sequential (the count is printed); or a
        helper that reads (or writes) an array of the program through a
        pointer parameter, the whole array or one row."""
        target = self.pick(self.writable(ctx))
        ty = target.ty
        sources = [a for a in ctx["arrays"] if a.ty == ty and not a.flat and a.kind != "alias"
                   and a.ndim in (1, 2)]
        if sources and self.chance(0.45):
            return self.helper_reading(ctx, out, target, self.pick(sources))
        fname = self.fresh("h")
        lines = []
        table = None
        if self.chance(0.5):
            table = self.fresh("tab")
            lines.append("static const %s %s[4] = {%s};" % (
                ty, table, ", ".join(str(self.r.randint(1, 5)) for _ in range(4))))
        counter = None
        if self.chance(0.25):
            counter = self.fresh("calls")
            lines.append("static int %s;" % counter)
        h = Out(1, self.c89)
        halve = {"double": "0.5 * %s", "int": "%s / 2", "unsigned": "%s / 2u"}[ty]
        h.decl("%s t" % ty, "t", halve % "v")
        if counter:
            h("%s++;" % counter)
        step = ("%s[(k + q) & 3]" % table) if table else "(%s)((k + q) %% 3)" % ty
        if self.chance(0.3):
            h.decl("int q", "q")
            h.decl("%s w[4]" % ty, "w")
            h.open_for("q", "0", "q < 4", "q++", declare=False)
            h("w[q] = t + %s;" % step)
            h.close()
            h.open_for("q", "0", "q < 4", "q++", declare=False)
            h("t = w[q] > t ? w[q] : t;")
            h.close()
        elif self.chance(0.5):
            h.decl("int q", "q")
            h.open_for("q", "0", "q < 3", "q++", declare=False)
            h("t = %s + %s;" % (halve % "t", step))
            h.close()
        elif table:
            h("t = t + %s[k & 3];" % table)
        h("return t;")
        self.helpers.append(lines + self.definition(ty, fname, "%s v, int k" % ty) + h.lines + ["}", ""])
        vars, per_dim = self.open_nest(out, target)
        pref = [v.name for v in per_dim]
        out("%s = %s(%s, %s);" % (target.at(pref), fname,
                                  self.value_expr(ty, ctx["arrays"], vars, target, pref),
                                  self.index_term(vars)))
        self.close_n(out, len(vars))
        if counter is not None and ctx["scalars"] is not None:
            ctx["scalars"].append((counter, "int"))

    def helper_reading(self, ctx, out, target, src):
        """target[...] = h(src or a row of it, its length, an index term),
        h reading a few elements through its pointer; sometimes h also
        writes one (a write through a parameter keeps the nest sequential)."""
        ty = target.ty
        fname = self.fresh("h")
        writes = self.chance(0.2)
        n = src.ext[-1][1]
        arg = src.name if src.ndim == 1 else "%s[%d]" % (src.name, self.r.randrange(src.ext[0][0]))
        h = Out(1, self.c89)
        h.decl("%s t" % ty, "t", {"double": "0.0", "int": "0", "unsigned": "0u"}[ty])
        h.decl("int q", "q")
        h.open_for("q", "0", "q < 3", "q++", declare=False)
        halve = {"double": "0.5 * %s", "int": "%s / 2", "unsigned": "%s / 2u"}[ty]
        h("t = %s + %s;" % (halve % "t", halve % "a[(k + q) % n]"))
        h.close()
        if writes:
            h("a[k %% n] = %s;" % (halve % "a[k % n]"))
        h("return t;")
        const = "" if writes else "const "
        self.helpers.append(self.definition(ty, fname, "%s%s *a, int n, int k" % (const, ty)) +
                            h.lines + ["}", ""])
        vars, per_dim = self.open_nest(out, target)
        pref = [v.name for v in per_dim]
        out("%s = %s(%s, %s, %s);" % (target.at(pref), fname, arg, n, self.index_term(vars)))
        self.close_n(out, len(vars))

    def definition(self, ret, fname, sig_params):
        """The lines that open a helper's definition: with a prototype, or
        in C89 sometimes with the parameters declared after the list (as
        old code has it)."""
        if sig_params == "void" or not (self.c89 and self.chance(0.3)):
            return ["static %s %s(%s) {" % (ret, fname, sig_params)]
        params = sig_params.split(", ")
        names = [re.search(r"(\w+)\)?(\[.*\])?$", p).group(1) for p in params]
        return (["static %s %s(%s)" % (ret, fname, ", ".join(names))] +
                ["%s;" % p for p in params] + ["{"])

    # -- reads hidden from the call's arguments ----------------------------------
    def indirect_block(self, out):
        """A global array X that a nest writes while each of its iterations
        reads another element of X through a helper whose parameters do not
        name X: through a constant global holding pointers (an array of
        const pointers into X, or a const struct with a pointer member),
        through an integer made a pointer, or in C++ in a default argument
        or a constructor the iteration runs. The iterations depend on one
        another through X, so a distributed nest reads stale elements. A
        second nest reads X through the same helper into an array Y of its
        own."""
        ty = "double"
        m = self.r.choice([40, 64, 96, 160])
        half = m // 2
        x, y = self.fresh("X"), self.fresh("Y")
        get = self.fresh("xget")
        kinds = ["pointers", "struct", "integer"] + (["default", "constructor"] if self.cxx else [])
        kind = self.pick(kinds)
        self.shape_decls.append("static %s %s[%d], %s[%d];" % (ty, x, m, y, m))
        if kind == "pointers":
            table = self.fresh("xview")
            self.shape_decls.append("static %s *const %s[2] = {%s, %s + %d};" % (ty, table, x, x, half))
            helper = ["static %s %s(int i) {" % (ty, get),
                      "  return %s[(i / %d) & 1][i %% %d];" % (table, half, half), "}", ""]
            call = lambda i: "%s(%s)" % (get, i)
        elif kind == "struct":
            cfg, tag = self.fresh("xcfg"), self.fresh("xcfg_t")
            self.shape_decls.append("static const struct %s { %s *p; int n; } %s = {%s, %d};" % (
                tag, ty, cfg, x, m))
            helper = ["static %s %s(int i) {" % (ty, get),
                      "  return %s.p[i %% %s.n];" % (cfg, cfg), "}", ""]
            call = lambda i: "%s(%s)" % (get, i)
        elif kind == "integer":
            helper = ["static %s %s(unsigned long at, int i) {" % (ty, get),
                      "  return ((const %s *)at)[i];" % ty, "}", ""]
            call = lambda i: "%s((unsigned long)%s, %s)" % (get, x, i)
        elif kind == "default":
            helper = ["static %s %s(int i, %s s = %s[%d]) {" % (ty, get, ty, x, self.r.randrange(m)),
                      "  return s + 0.25 * (double)(i % 5);", "}", ""]
            call = lambda i: "%s(%s)" % (get, i)
        else:
            probe = self.fresh("XProbe")
            helper = ["struct %s {" % probe, "  %s v;" % ty,
                      "  %s() : v(%s[%d]) {}" % (probe, x, self.r.randrange(m)), "};", "",
                      "static %s %s(int i) {" % (ty, get), "  %s p;" % probe,
                      "  return p.v + 0.25 * (double)(i % 5);", "}", ""]
            call = lambda i: "%s(%s)" % (get, i)
        self.helpers.append(helper)
        i = self.fresh("i")
        out.open_for(i, "0", "%s < %d" % (i, m), i + "++")
        out("%s[%s] = 1.0 + (double)(%s %% 7);" % (x, i, i))
        out.close()
        i = self.fresh("i")
        other = self.pick(["%d - %s" % (m - 1, i), "(%s + 1) %% %d" % (i, m),
                           "(%s + %d) %% %d" % (i, half, m)])
        out.open_for(i, "0", "%s < %d" % (i, m), i + "++")
        out("%s[%s] = 0.5 * %s + 1.0;" % (x, i, call(other)))
        out.close()
        i = self.fresh("i")
        out.open_for(i, "0", "%s < %d" % (i, m), i + "++")
        out("%s[%s] = 0.25 * %s;" % (y, i, call(i)))
        out.close()
        for a in (x, y):
            self.checksum(out, Arr(a, ty, [(m, str(m))], "global"))

    # -- scratch arrays (privatization candidates) -------------------------------
    def with_stream(self, stream, emit):
        """Runs emit on a side stream's random numbers and names, so that the
        main stream (and the program a seed gave before) is left as it was;
        returns what emit returns."""
        self.r, stream.r = stream.r, self.r
        self.counter, stream.counter = stream.counter, self.counter
        try:
            return emit()
        finally:
            self.r, stream.r = stream.r, self.r
            self.counter, stream.counter = stream.counter, self.counter

    def b_scratch(self, ctx, out, scratch, heap):
        """A scratch array S, reused by every iteration i of an outer loop
        that writes row i of a destination D (doitgen's sum[p]):

            for i:  [if (i % 2) read S into D[i]]     (read before write)
                    for p in W: [if (c)] S[p] = f(i, p, ...)  (or S[p][m])
                    for q in R: D[i][q] = g(S[q])      (or D[i] = sum over R)

        R within W and unconditional writes make S private to an iteration;
        the other variants expose values of earlier iterations or of before
        the nest. S is initialized before the nest (never read uninitialized)
        and is hashed at the end, so the copy-out of the last iteration's
        section is checked too."""
        dests = [a for a in self.writable(ctx) if a.ndim in (1, 2) and not a.flat and a.ext[0][0] > 1]
        if not dests:
            return
        d = self.pick(dests)
        ty = self.random_type()
        sext = [self.pick(self.extents) if d.ndim == 1 else d.ext[1]]
        if self.chance(0.35):
            sext.append(self.random_ext(1)[0])
        s = Arr(self.fresh("S"), ty, sext, self.pick(["global", "local", "heap"]))
        dims = "".join("[%s]" % sp for _, sp in s.ext)
        if s.kind == "global":
            self.globals.append(s)
        elif s.kind == "local":
            out.decl("%s %s%s" % (ty, s.name, dims), s.name)
        else:
            out.decl(heap_decl(s), s.name, self.alloc(heap_type(s), "malloc(%s)" % heap_size(s)))
            out("if (!%s)" % s.name)
            out("  return 1;")
            heap.append(s)
        if s.kind != "global" or self.chance(0.5):
            self.init_nest(out, s)
        scratch.append(s)

        ext0, spell0 = s.ext[0]
        mode = self.r.choices(["full", "partial", "narrow", "wider", "cond", "rbw", "tri"],
                              [4, 2, 2, 1, 1, 1, 2])[0]
        # tri: iteration i writes and reads S[0..i], so the last iteration
        # (the first one of a loop counting down) need not write every
        # element that earlier iterations left in S.
        bound = None
        if mode == "tri" and d.ext[0][0] <= ext0:
            bound = "%s + 1"
        wlo, whi = 0, ext0
        if mode in ("partial", "narrow", "wider") and ext0 > 2:
            wlo = self.r.randint(0, ext0 // 2)
            whi = self.r.randint(max(wlo + 1, ext0 // 2), ext0)
        rlo, rhi = wlo, whi
        if mode == "narrow" and whi - wlo > 1:
            rlo = self.r.randint(wlo, whi - 1)
            rhi = self.r.randint(rlo + 1, whi)
        elif mode == "wider":
            rlo, rhi = 0, ext0
        if d.ndim == 2:
            # D[i][q] needs q below D's second extent, which is S's first.
            rhi = min(rhi, d.ext[1][0])
            rlo = min(rlo, rhi)

        time = self.chance(0.25)
        if time:
            t = self.fresh("t")
            out.open_for(t, "0", "%s < %d" % (t, self.r.randint(1, 3)), t + "++")
        others = ctx["arrays"]
        if self.chance(0.1):
            i = self.fresh("i")
            out.open_for(i, "0", "%s < %s - %s" % (i, d.ext[0][1], d.ext[0][1]), i + "++")
            iv = Var(i, [])
        else:
            iv = self.loop(out, self.fresh("i"), d.ext[0][0], d.ext[0][1])
        if mode == "rbw":
            out.open("if (%s %% 2 == 1)" % iv.name)
            self.scratch_read(out, s, d, iv, rlo, rhi, others)
            out.close()
        hi_w = hi_r = None
        if bound:
            hi_w = hi_r = bound % iv.name
        self.scratch_write(out, s, iv, wlo, whi, others, mode == "cond", hi_w)
        self.scratch_read(out, s, d, iv, rlo, rhi, others, hi_r)
        out.close()
        if time:
            out.close()
        if self.chance(0.4):
            # S read after the nest: the last iteration's values, as copied out.
            u = self.new_scalar(ctx, out, "unsigned", "0u", "sr")
            names = []
            for e, sp in s.ext:
                n = self.fresh("i")
                out.open_for(n, "0", "%s < %s" % (n, sp), n + "++")
                names.append(n)
            out("%s = %s * 31u + %s;" % (u, u, self.convert(s.at(names), ty, "unsigned")))
            self.close_n(out, len(names))

    def scratch_write(self, out, s, iv, lo, hi, others, cond, hi_spell=None):
        """S[lo:hi] (hi_spell: a bound below hi that depends on iv)."""
        p = self.fresh("p")
        out.open_for(p, str(lo), "%s < %s" % (p, hi_spell or hi), p + "++")
        vars = [iv, Var(p, range(lo, hi))]
        subs = [p]
        if s.ndim == 2:
            m = self.fresh("m")
            out.open_for(m, "0", "%s < %s" % (m, s.ext[1][1]), m + "++")
            vars.append(Var(m, range(s.ext[1][0])))
            subs.append(m)
        lhs = s.at(subs)
        if cond:
            out("if (%s)" % self.condition(others, vars))
            out("  %s = %s;" % (lhs, self.value_expr(s.ty, others, vars)))
        elif self.chance(0.3):
            # An accumulation over k, started afresh in every iteration.
            out("%s = %s;" % (lhs, self.value_expr(s.ty, others, vars, nreads=0)))
            k = self.fresh("k")
            extent, spell = self.pick(self.extents)
            out.open_for(k, "0", "%s < %s" % (k, spell), k + "++")
            x = self.value_expr(s.ty, others, vars + [Var(k, range(extent))])
            if s.ty == "double":
                out("%s = 0.5 * %s + 0.25 * (%s);" % (lhs, lhs, x))
            elif s.ty == "int":
                out("%s = (%s + %s) %% %d;" % (lhs, lhs, x, INT_MOD))
            else:
                out("%s = %s * 3u + %s;" % (lhs, lhs, x))
            out.close()
        else:
            out("%s = %s;" % (lhs, self.value_expr(s.ty, others, vars)))
        self.close_n(out, len(subs))

    def scratch_read(self, out, s, d, iv, lo, hi, others, hi_spell=None):
        """Row iv of d from S[lo:hi] (and S's second dimension), in integer
        accumulators only: no floating-point sum that could be reassociated."""
        q = self.fresh("q")
        acc = self.fresh("a")
        if d.ndim == 1:
            out.decl("int " + acc, acc, "0")
        out.open_for(q, str(lo), "%s < %s" % (q, hi_spell or hi), q + "++")
        if s.ndim == 2:
            m = self.fresh("m")
            term = self.fresh("a")
            out.decl("int " + term, term, "0")
            out.open_for(m, "0", "%s < %s" % (m, s.ext[1][1]), m + "++")
            out("%s = (%s + %s) %% %d;" % (term, term, self.convert(s.at([q, m]), s.ty, "int"), INT_MOD))
            out.close()
            x, xty = term, "int"
        else:
            x, xty = s.at([q]), s.ty
        if d.ndim == 1:
            out("%s = (%s + %s) %% %d;" % (acc, acc, self.convert(x, xty, "int"), INT_MOD))
            out.close()
            out("%s = %s;" % (d.at([iv.name]), self.convert(acc, "int", d.ty)))
            return
        lhs = d.at([iv.name, q])
        y = self.convert(x, xty, d.ty)
        if d.ty == "double":
            rhs = "0.5 * %s + 0.25 * (%s) + 0.125" % (lhs, y)
        elif d.ty == "int":
            rhs = "(%s + %s + %s) %% %d" % (lhs, y, self.index_term([iv, Var(q, range(lo, hi))]), INT_MOD)
        else:
            rhs = "%s * 5u + %s" % (lhs, y)
        out("%s = %s;" % (lhs, rhs))
        out.close()

    # -- application shapes ---------------------------------------------------------
    # Shapes of application code that autolb miscompiled: heap arrays whose
    # lifetime ends after distributed loops wrote them (free at the end of
    # main or before it, through a macro or a helper; realloc); arrays of
    # structs with a pointer member beside fields a parallel loop writes.
    # They come
    # from a side stream of their own, and main's blocks never see their
    # arrays, so that a seed's older statements stay as they were.
    def plan_application(self, nblocks):
        """The application blocks of the program, as sorted (slot, kind):
        slot k < nblocks is before main's block k, nblocks after the last."""
        kinds = ["heap"] * self.r.choice([0, 1, 1, 2]) + ["struct"] * self.r.choice([0, 0, 1])
        self.exit_macros = self.chance(0.4)
        # FREE_ARRAY as an expression, or as a statement that also clears
        # the pointer (a free that autolb once did not see).
        self.free_macro = self.pick(["#define FREE_ARRAY(x) free((void*)x)",
                                     "#define FREE_ARRAY(x) do { free((void*)(x)); (x) = %s; } while (0)" % self.null()])
        self.ending = self.r.choices(["return", "exit", "helper"], [2, 1, 1])[0]
        return sorted((self.r.randint(0, nblocks), kind) for kind in kinds)

    def allocate(self, out, name, size, declarator=None, ptr_ty=None):
        """name = malloc(size), declared by declarator when given; ptr_ty is
        name's type (by default the declarator's)."""
        if ptr_ty is None and declarator:
            ptr_ty = declared_type(declarator, name)
        def assign(value):
            value = self.alloc(ptr_ty, value)
            if declarator:
                out.decl(declarator, name, value)
            else:
                out("%s = %s;" % (name, value))
        if self.exit_macros:
            self.app_macros["xmalloc"] = (
                "#define xmalloc(n) ({ void *_t; if (!(_t = malloc(n))) { exit(-1); } _t; })")
            assign("xmalloc(%s)" % size)
            return
        assign("malloc(%s)" % size)
        out("if (!%s)" % name)
        out("  return 1;")

    def end_main(self, out):
        """return 0, exit(0), or a helper that exits."""
        if self.ending == "exit":
            out("exit(0);")
        elif self.ending == "helper":
            self.app_helpers["finish"] = ["static void finish(int status) {", "  exit(status);", "}", ""]
            out("finish(0);")
            if self.c89:
                # C89's main has no implicit return 0, and the compiler does
                # not know that finish never returns.
                out("return 0;")
        else:
            out("return 0;")

    def free_stmt(self, name, style):
        if style == "macro":
            self.app_macros["FREE_ARRAY"] = self.free_macro
            return "FREE_ARRAY(%s);" % name
        if style == "helper":
            self.app_helpers["free_array"] = ["static void free_array(void *p) {", "  free(p);", "}", ""]
            return "free_array(%s);" % name
        return "free(%s);" % name

    def schedule_release(self, out, a, slot, nblocks):
        """Frees a (an array or Items, in one of three ways) at the end of
        main, right here, or before a later block of main; it is hashed just
        before and never used after."""
        style = self.r.choices(["free", "macro", "helper"], [4, 3, 3])[0]
        when = self.r.choices(["end", "here", "later"], [2, 1, 1])[0]
        if when == "end":
            self.app_releases.append((None, a, style))
        elif when == "here" or slot == nblocks:
            self.release(out, a, style)
        else:
            self.app_releases.append((self.r.randint(slot + 1, nblocks), a, style))

    def release(self, out, a, style):
        self.app_live.remove(a)
        self.app_checksum(out, a)
        self.app_free(out, a, style)

    def app_checksum(self, out, a):
        if isinstance(a, Arr):
            self.checksum(out, a)
        else:
            self.items_checksum(out, a)

    def app_free(self, out, a, style):
        if isinstance(a, Arr):
            out(self.free_stmt(a.name, style))
            return
        i = self.fresh("i")
        out.open_for(i, "0", "%s < %s" % (i, a.count[1]), i + "++")
        out(self.free_stmt("%s[%s].buf" % (a.name, i), style))
        out.close()
        if a.kind == "heap":
            out(self.free_stmt(a.name, style))

    def release_due(self, out, slot):
        for due, a, style in self.app_releases:
            if due == slot:
                self.release(out, a, style)

    def b_app_heap(self, ctx, out, slot, nblocks):
        """A heap array (sometimes with a twin of its shape, as u and unew)
        allocated here and written by one to three of the generator's nests
        (maps, stencils, reductions, time loops, early exits, ...), which
        read every visible array; sometimes grown with realloc; then freed
        (schedule_release). Main's blocks never see it."""
        grow = self.chance(0.35)
        ty = self.random_type()
        ext = self.random_ext(self.r.choices([1, 2], [3, 2])[0])
        flat = len(ext) == 2 and not grow and self.chance(0.3)
        a = Arr(self.fresh("D"), ty, ext, "heap", flat=flat)
        owned = [a]
        if self.chance(0.35):
            owned.append(Arr(self.fresh("D"), ty, ext, "heap", flat=flat))
        if grow:
            n = self.fresh("dn")
            out.decl("int " + n, n, a.ext[0][1])
            a.ext[0] = (a.ext[0][0], n)
        for b in owned:
            self.allocate(out, b.name, heap_size(b), heap_decl(b))
            self.flat_row_lengths(out, b)
            self.init_nest(out, b)
        inner = dict(ctx, arrays=ctx["arrays"] + self.live_arrays() + owned, targets=owned)
        for _ in range(self.r.randint(1, 3)):
            kind = self.pick(["map", "map", "time", "jacobi", "gauss", "recurrence", "reduction",
                              "lastvalue", "exit", "matmul"])
            if kind == "reduction":
                # Of the new arrays: a reduction reads any visible array.
                self.b_reduction(dict(inner, arrays=owned), out)
            else:
                getattr(self, "b_" + kind)(inner, out)
        if grow:
            self.grow(out, a, inner)
        self.app_live += owned
        for b in owned:
            self.schedule_release(out, b, slot, nblocks)

    def live_arrays(self):
        return [a for a in self.app_live if isinstance(a, Arr)]

    def b_app_struct(self, ctx, out, slot, nblocks):
        """An array of structs: one loop sets each element's pointer member
        with malloc and fills the buffer, a parallelizable loop writes the
        fields beside it (id, sometimes w) from any visible array, sometimes
        a nest updates the buffers from them; then both are read, into a
        sum, a 1-D array, or both. Freed (each buffer, then a heap array of
        structs) as the heap arrays are."""
        count = self.pick([e for e in self.extents if e[0] > 1] or self.extents)
        buf_len = self.pick(self.extents)
        buf_ty = self.random_type()
        tname = self.fresh("item")
        fields = ["int id;", "%s *buf;" % buf_ty]
        weighted = self.chance(0.4)
        if weighted:
            fields.append("double w;")
        self.r.shuffle(fields)
        self.app_decls += ["typedef struct {"] + ["  " + f for f in fields] + ["} %s;" % tname]
        it = Items(self.fresh("IT"), count, buf_ty, buf_len, weighted, self.pick(["global", "local", "heap"]))
        if it.kind == "global":
            self.app_decls.append("static %s %s[%s];" % (tname, it.name, count[1]))
        elif it.kind == "local":
            out.decl("%s %s[%s]" % (tname, it.name, count[1]), it.name)
        else:
            self.allocate(out, it.name, "(size_t)%s * sizeof *%s" % (count[1], it.name),
                          "%s *%s" % (tname, it.name))
        visible = ctx["arrays"] + self.live_arrays()

        i, k = self.fresh("i"), self.fresh("k")
        out.open_for(i, "0", "%s < %s" % (i, count[1]), i + "++")
        buf = "%s[%s].buf" % (it.name, i)
        self.allocate(out, buf, "(size_t)%s * sizeof *%s" % (buf_len[1], buf), ptr_ty=buf_ty + " *")
        out.open_for(k, "0", "%s < %s" % (k, buf_len[1]), k + "++")
        out("%s[%s] = %s;" % (buf, k, self.value_expr(
            buf_ty, [], [Var(i, range(count[0])), Var(k, range(buf_len[0]))], nreads=0)))
        self.close_n(out, 2)

        # The fields beside the pointer, every element written (read later).
        iv = self.loop(out, self.fresh("i"), count[0], count[1], margin=0, allow_odd=False)
        elem = "%s[%s]." % (it.name, iv.name)
        if self.eptr.random() < 0.5:
            self.eptr_count += 1
            pointer = "ep%d" % self.eptr_count
            out.decl("%s *%s" % (tname, pointer), pointer, "&%s[%s]" % (it.name, iv.name))
            elem = pointer + "->"
        out("%sid = %s;" % (elem, self.value_expr("int", visible, [iv])))
        if weighted:
            out("%sw = %s;" % (elem, self.value_expr("double", visible, [iv])))
        out.close()

        if self.chance(0.5):
            iv = self.loop(out, self.fresh("i"), count[0], count[1])
            k = self.fresh("k")
            out.open_for(k, "0", "%s < %s" % (k, buf_len[1]), k + "++")
            self.items_update(out, it, iv.name, k)
            self.close_n(out, 2)
        uses = self.r.choices(["sum", "array", "both"], [2, 2, 1])[0]
        targets = [a for a in self.writable(dict(ctx, arrays=visible), ndim=1) if a.ext[0][0] >= count[0]]
        if uses != "sum" and targets:
            self.items_to_array(out, it, self.pick(targets))
        if uses != "array" or not targets:
            self.items_sum(ctx, out, it)
        self.app_live.append(it)
        self.schedule_release(out, it, slot, nblocks)

    def items_update(self, out, it, i, k):
        """buf[k] of element i from its own fields."""
        elem = "%s[%s]" % (it.name, i)
        x = "%s.buf[%s]" % (elem, k)
        if it.buf_ty == "double":
            rhs = "0.5 * %s + 0.001 * %s.id" % (x, elem)
            if it.weighted:
                rhs += " + 0.25 * %s.w" % elem
        elif it.buf_ty == "int":
            rhs = "(%s + %s.id) %% %d" % (x, elem, INT_MOD)
        else:
            rhs = "%s * 3u + (unsigned)%s.id" % (x, elem)
        out("%s = %s;" % (x, rhs))

    def items_to_array(self, out, it, d):
        """d[i] from element i's id and the buffer element the id picks."""
        iv = self.loop(out, self.fresh("i"), it.count[0], it.count[1])
        elem = "%s[%s]" % (it.name, iv.name)
        x = "%s.buf[%s.id %% %s]" % (elem, elem, it.buf_len[1])
        y = "(%s.id + %s) %% %d" % (elem, self.convert(x, it.buf_ty, "int"), INT_MOD)
        rhs = self.convert("(%s)" % y, "int", d.ty)
        if it.weighted and d.ty == "double":
            rhs += " + 0.5 * %s.w" % elem
        out("%s = %s;" % (d.at([iv.name]), rhs))
        out.close()

    def items_sum(self, ctx, out, it):
        """An unsigned sum over the ids and buffers (printed at the end)."""
        name = self.new_scalar(ctx, out, "unsigned", "0u", "r")
        iv = self.loop(out, self.fresh("i"), it.count[0], it.count[1])
        k = self.fresh("k")
        out.open_for(k, "0", "%s < %s" % (k, it.buf_len[1]), k + "++")
        elem = "%s[%s]" % (it.name, iv.name)
        out("%s += (unsigned)%s.id * %du + %s;" % (name, elem, self.r.randint(1, 9),
                                                  self.convert("%s.buf[%s]" % (elem, k), it.buf_ty, "unsigned")))
        self.close_n(out, 2)

    def items_checksum(self, out, it):
        h = self.open_hash(out)
        i, k = self.fresh("i"), self.fresh("k")
        out.open_for(i, "0", "%s < %s" % (i, it.count[1]), i + "++")
        elem = "%s[%s]" % (it.name, i)
        out("%s = mixu(%s, (unsigned)%s.id);" % (h, h, elem))
        if it.weighted:
            out("%s = mixd(%s, %s.w);" % (h, h, elem))
        out.open_for(k, "0", "%s < %s" % (k, it.buf_len[1]), k + "++")
        fn = "mixd" if it.buf_ty == "double" else "mixu"
        out("%s = %s(%s, %s.buf[%s]);" % (h, fn, h, elem, k))
        self.close_n(out, 2)
        self.print_hash(out, it.name, h)

    def grow(self, out, a, ctx):
        """realloc to more rows (at most twice as many); then the old rows
        are read (a reduction) and the new ones written from them, and
        nests run over the whole array."""
        old, nvar = a.ext[0]
        new = self.r.randint(old + 1, 2 * old)
        out("%s = %d;" % (nvar, new))
        if self.exit_macros:
            self.app_macros["xrealloc"] = (
                "#define xrealloc(p, n) ({ void *_t; if (!(_t = realloc(p, n))) { exit(-1); } _t; })")
            out("%s = %s;" % (a.name, self.alloc(heap_type(a), "xrealloc(%s, (size_t)%s * sizeof *%s)" % (
                a.name, nvar, a.name))))
        else:
            tmp = Arr(self.fresh("tmp"), a.ty, a.ext, "heap")
            out.decl(heap_decl(tmp), tmp.name, self.alloc(heap_type(tmp), "realloc(%s, (size_t)%s * sizeof *%s)" % (
                a.name, nvar, tmp.name)))
            out("if (!%s) {" % tmp.name)
            out("  free(%s);" % a.name)
            out("  return 1;")
            out("}")
            out("%s = %s;" % (a.name, tmp.name))
        old_part = Arr(a.name, a.ty, [(old, str(old))] + a.ext[1:], "heap")
        if self.chance(0.6):
            self.b_reduction(dict(ctx, arrays=[old_part]), out)
        a.ext[0] = (new, nvar)
        # The new rows are unwritten: reads of a go through old_part.
        others = [b for b in ctx["arrays"] if b is not a] + [old_part]
        i = self.fresh("i")
        out.open_for(i, str(old), "%s < %s" % (i, nvar), i + "++")
        vars = [Var(i, range(old, new))]
        subs, from_old = [i], [sub(i, -old)]
        for extent, spell in a.ext[1:]:
            j = self.fresh("i")
            out.open_for(j, "0", "%s < %s" % (j, spell), j + "++")
            vars.append(Var(j, range(extent)))
            subs.append(j)
            from_old.append(j)
        x, y = a.at(from_old), self.value_expr(a.ty, others, vars)
        if a.ty == "double":
            rhs = "0.5 * %s + 0.25 * (%s)" % (x, y)
        elif a.ty == "int":
            rhs = "(%s + %s) %% %d" % (x, y, INT_MOD)
        else:
            rhs = "%s * 3u + (%s)" % (x, y)
        out("%s = %s;" % (a.at(subs), rhs))
        self.close_n(out, len(subs))
        for _ in range(self.r.randint(1, 2)):
            self.map_nest(out, ctx["arrays"], [a])

    # -- application data structures and helper summaries -------------------------
    # Row-pointer arrays, arrays reached through struct members, and helper
    # calls in loop bodies with every kind of side-effect summary, as
    # application code has them (issue 31). They come from a side stream of
    # their own; each block hashes and frees what it allocated before it
    # ends, and main's blocks never see its arrays.
    def b_shape(self, ctx, out):
        kind = self.pick(["rows", "rows", "struct", "struct", "calls", "calls", "calls"])
        getattr(self, "shape_" + kind)(ctx, out)

    def shape_ops(self, ctx, out, owned, kinds):
        """One to three of the generator's nests over owned arrays, which
        read every visible array."""
        inner = dict(ctx, arrays=ctx["arrays"] + owned, targets=owned)
        for _ in range(self.r.randint(1, 3)):
            kind = self.pick(kinds)
            if kind == "reduction":
                self.b_reduction(dict(inner, arrays=owned), out)
            else:
                getattr(self, "b_" + kind)(inner, out)

    def shape_rows(self, ctx, out):
        """T **a: a row table over one block (a[0] = malloc(n * m), a[i] =
        a[0] + i * m) or over rows allocated one by one, sometimes with a
        twin of its shape (stencils from one into the other); nests over
        a[i][j] (independent rows, neighbour rows, reductions, a helper
        writing row a[i]); sometimes a second row table whose entries alias
        one row twice, written through; freed row by row. In C++ often a
        vector of vectors instead (shape_table)."""
        if self.cxx and self.cxt.random() < 0.6:
            return self.with_stream(self.tables, lambda: self.shape_table(ctx, out))
        ty = self.random_type()
        rows = self.pick([e for e in self.extents if e[0] > 1] or self.extents)
        cols = self.pick(self.extents)
        block = self.chance(0.5)
        owned = [Arr(self.fresh("R"), ty, [rows, cols], "rows")]
        if self.chance(0.4):
            owned.append(Arr(self.fresh("R"), ty, [rows, cols], "rows"))
        for a in owned:
            self.allocate(out, a.name, "(size_t)%s * sizeof *%s" % (rows[1], a.name), "%s **%s" % (ty, a.name))
            i = self.fresh("i")
            if block:
                self.allocate(out, a.name + "[0]", "(size_t)%s * %s * sizeof *%s[0]" % (rows[1], cols[1], a.name),
                              ptr_ty=ty + " *")
                out.open_for(i, "1", "%s < %s" % (i, rows[1]), i + "++")
                out("%s[%s] = %s[0] + %s * %s;" % (a.name, i, a.name, i, cols[1]))
            else:
                out.open_for(i, "0", "%s < %s" % (i, rows[1]), i + "++")
                self.allocate(out, "%s[%s]" % (a.name, i), "(size_t)%s * sizeof *%s[%s]" % (cols[1], a.name, i),
                              ptr_ty=ty + " *")
            out.close()
            self.init_nest(out, a)
        self.shape_ops(ctx, out, owned, ["map", "map", "jacobi", "gauss", "reduction", "time",
                                         "recurrence", "lastvalue"])
        if self.chance(0.4):
            self.call_row_writer(ctx, out, self.pick(owned))
        if rows[0] > 1 and self.chance(0.3):
            self.aliased_rows(ctx, out, owned[0])
        for a in owned:
            self.checksum(out, a)
            if block:
                out("free(%s[0]);" % a.name)
            else:
                i = self.fresh("i")
                out.open_for(i, "0", "%s < %s" % (i, rows[1]), i + "++")
                out("free(%s[%s]);" % (a.name, i))
                out.close()
            out("free(%s);" % a.name)

    def aliased_rows(self, ctx, out, a):
        """p[i] = a[i], but p[dst] = a[src]: nests written through p write
        row src twice (the tool must refuse or check the rows at run time)."""
        p = Arr(self.fresh("P"), a.ty, a.ext, "rows")
        (n, nspell) = a.ext[0]
        src, dst = self.r.sample(range(n), 2)
        self.allocate(out, p.name, "(size_t)%s * sizeof *%s" % (nspell, p.name), "%s **%s" % (a.ty, p.name))
        i = self.fresh("i")
        out.open_for(i, "0", "%s < %s" % (i, nspell), i + "++")
        out("%s[%s] = %s[%s];" % (p.name, i, a.name, i))
        out.close()
        out("%s[%d] = %s[%d];" % (p.name, dst, a.name, src))
        self.shape_ops(ctx, out, [p], ["map", "map", "gauss", "recurrence"])
        out("free(%s);" % p.name)

    # -- C++ vector tables and helpers reading them --------------------------------
    # std::vector<std::vector<T>> used as t[i][j] (a row table the tool
    # reads whole), helpers taking const std::vector<T>& and
    # const std::vector<std::vector<T>>& that only read them, and rows t[i]
    # passed to those or, by data(), to a helper writing through T *.
    def shape_table(self, ctx, out):
        """std::vector<std::vector<T>> a(rows, std::vector<T>(cols)) (and
        sometimes a twin): the row shapes' nests over a[i][j] and their
        helper writing row a[i] (through a[i].data()), then two to four of
        the table blocks: nests bounded by (int)a.size() and a[i].size(),
        nests reading a[i][j] into main's arrays, reductions over a[i][j],
        and helpers reading vectors (row sum, dot product, nearest row,
        a row pair of the whole table) in a DOALL loop and a reduction."""
        self.uses_vector = True
        ty = self.random_type()
        rows = self.pick([e for e in self.extents if e[0] > 1] or self.extents)
        cols = self.pick(self.extents)
        owned = [Arr(self.fresh("T"), ty, [rows, cols], "table")]
        if self.chance(0.4):
            owned.append(Arr(self.fresh("T"), ty, [rows, cols], "table"))
        for a in owned:
            out("std::vector<std::vector<%s>> %s(%s, std::vector<%s>(%s));" % (ty, a.name, rows[1], ty, cols[1]))
            self.init_nest(out, a)
        self.shape_ops(ctx, out, owned, ["map", "map", "jacobi", "gauss", "reduction", "time",
                                         "recurrence", "lastvalue"])
        if self.chance(0.4):
            self.call_row_writer(ctx, out, self.pick(owned))
        results = []
        kinds = ["sized", "sized", "read_into", "reduce", "rowsum", "dot", "nearest", "pair"]
        for kind in self.r.sample(kinds, self.r.randint(2, 4)):
            getattr(self, "table_" + kind)(ctx, out, owned, results)
        for a in owned + results:
            self.checksum(out, a)

    def table_loops(self, out, a):
        """for i < (int)a.size(), for j < (int)a[i].size() (or a size_t j
        below a[i].size()); returns the Vars."""
        i, j = self.fresh("i"), self.fresh("j")
        out.open_for(i, "0", "%s < (int)%s.size()" % (i, a.name), i + "++")
        if self.chance(0.3):
            out.open("for (std::size_t %s = 0; %s < %s[%s].size(); %s++)" % (j, j, a.name, i, j))
        else:
            out.open_for(j, "0", "%s < (int)%s[%s].size()" % (j, a.name, i), j + "++")
        return [Var(i, range(a.ext[0][0])), Var(j, range(a.ext[1][0]))]

    def table_sized(self, ctx, out, owned, results):
        """a[i][j] = ... in loops bounded by the vectors' sizes."""
        a = self.pick(owned)
        vars = self.table_loops(out, a)
        self.body_assign(out, a, ctx["arrays"] + owned, vars, vars)
        self.close_n(out, 2)

    def table_read_into(self, ctx, out, owned, results):
        """A nest over one of main's arrays that reads a table."""
        targets = self.writable(ctx)
        if not targets:
            return self.table_sized(ctx, out, owned, results)
        target = self.pick(targets)
        vars, per = self.open_nest(out, target)
        names = [v.name for v in per]
        x, t = self.pick_read(owned, vars, target.ty)
        out("%s = %s;" % (target.at(names), self.combine(target.ty, self.convert(x, t, target.ty), self.value_expr(
            target.ty, ctx["arrays"] + owned, vars, target, names))))
        self.close_n(out, len(vars))

    def table_reduce(self, ctx, out, owned, results):
        """A sum or a maximum over a[i][j] in size-bounded loops."""
        a = self.pick(owned)
        ty = a.ty
        op = self.pick(["+", "+", "max"])
        init = {"double": "0.0", "int": "0", "unsigned": "0u"}[ty] if op == "+" else \
            {"double": "-1.0", "int": "-1", "unsigned": "0u"}[ty]
        r = self.new_scalar(ctx, out, ty, init, "r")
        vars = self.table_loops(out, a)
        x = a.at([v.name for v in vars])
        if op == "max":
            out("if (%s > %s)" % (x, r))
            out("  %s = %s;" % (r, x))
        elif ty == "unsigned":
            out("%s += %s * %du;" % (r, x, self.r.randint(1, 9)))
        else:
            out("%s += %s;" % (r, x))
        self.close_n(out, 2)

    def result_array(self, out, ty, n):
        """A 1-D array of n elements written by a DOALL loop over the rows:
        a std::vector, a std::array or a plain array, set first."""
        v = Arr(self.fresh("V"), ty, [n], "local")
        how = self.pick(["vector", "array", "plain"])
        if how == "vector":
            out("std::vector<%s> %s(%s);" % (ty, v.name, n[1]))
        elif how == "array":
            self.uses_array = True
            out("std::array<%s, %s> %s;" % (ty, n[1], v.name))
        else:
            out.decl("%s %s[%s]" % (ty, v.name, n[1]), v.name)
        self.init_nest(out, v)
        return v

    def reader_uses(self, ctx, out, owned, results, ret, call, fold):
        """res[i] = fold(call(i)) for every row i (a DOALL loop), and a
        reduction s += call(i), printed at the end of main; call returns a
        number of type ret."""
        a = owned[0]
        rows = a.ext[0]
        res = self.result_array(out, ret, rows)
        results.append(res)
        i = self.fresh("i")
        out.open_for(i, "0", "%s < (int)%s.size()" % (i, a.name) if self.chance(0.5) else "%s < %s" % (i, rows[1]),
                     i + "++")
        out("%s = %s;" % (res.at([i]), fold(call(i), res.at([i]))))
        out.close()
        s = self.new_scalar(ctx, out, ret, {"double": "0.0", "int": "0", "unsigned": "0u"}[ret], "r")
        i = self.fresh("i")
        out.open_for(i, "0", "%s < %s" % (i, rows[1]), i + "++")
        out("%s += %s;" % (s, call(i)))
        out.close()

    def fold(self, ty):
        """A helper's result into an element of ty within the value bounds:
        doubles damped to [0, 1), ints below 1021."""
        if ty == "double":
            return lambda x, old: "0.5 * %s + 0.25 * (1.0 / (1.0 + %s))" % (old, x)
        if ty == "int":
            return lambda x, old: "(%s + %s) %% %d" % (old, x, INT_MOD)
        return lambda x, old: "%s * 3u + %s" % (old, x)

    def exact_term(self, ty, x):
        """x as a term a helper adds: doubles as whole numbers below 1021,
        whose sums are exact in any order (the helper's loop may be
        distributed and reassociated)."""
        if ty == "double":
            return "(double)((int)%s %% %d)" % (x, INT_MOD)
        return x

    def table_rowsum(self, ctx, out, owned, results):
        """T rowsum(const std::vector<T> &v) called on rows a[i]."""
        ty = owned[0].ty
        f = self.fresh("row_sum")
        acc = {"double": "s = s + %s;" % self.exact_term(ty, "v[j]"),
               "int": "s = (s + v[j]) % 1021;",
               "unsigned": "s = s * 31u + v[j];"}[ty]
        self.add_helper(ty, f, "const std::vector<%s> &v" % ty, [
            "  %s s = 0;" % ty,
            "  for (int j = 0; j < (int)v.size(); j++)",
            "    " + acc,
            "  return s;"])
        a = self.pick(owned)
        self.reader_uses(ctx, out, owned, results, ty,
                         lambda i: "%s(%s[%s])" % (f, a.name, i), self.fold(ty))

    def table_dot(self, ctx, out, owned, results):
        """T dot(const std::vector<T> &x, const std::vector<T> &y) of rows
        a[i] and a weight vector w (or row a[k] of another table)."""
        ty = owned[0].ty
        cols = owned[0].ext[1]
        f = self.fresh("dot")
        if ty == "double":
            acc = "s = s + %s * %s;" % (self.exact_term(ty, "x[j]"), self.exact_term(ty, "y[j]"))
        elif ty == "int":
            acc = "s = (s + x[j] * y[j]) % 1021;"
        else:
            acc = "s += x[j] * y[j];"
        self.add_helper(ty, f, "const std::vector<%s> &x, const std::vector<%s> &y" % (ty, ty), [
            "  %s s = 0;" % ty,
            "  for (int j = 0; j < (int)x.size(); j++)",
            "    " + acc,
            "  return s;"])
        a = self.pick(owned)
        if len(owned) > 1 and self.chance(0.5):
            b = owned[1] if a is owned[0] else owned[0]
            k = self.r.randrange(a.ext[0][0])
            self.reader_uses(ctx, out, owned, results, ty,
                             lambda i: "%s(%s[%s], %s[%d])" % (f, a.name, i, b.name, k), self.fold(ty))
            return
        w = Arr(self.fresh("w"), ty, [cols], "local")
        out("std::vector<%s> %s(%s);" % (ty, w.name, cols[1]))
        self.init_nest(out, w)
        results.append(w)
        self.reader_uses(ctx, out, owned, results, ty,
                         lambda i: "%s(%s[%s], %s)" % (f, a.name, i, w.name), self.fold(ty))

    def table_nearest(self, ctx, out, owned, results):
        """int nearest(const std::vector<T> &p, const
        std::vector<std::vector<T>> &c): the first row of c nearest to p
        (L1 for int, squares wrapping for unsigned, the largest difference
        for double: all exact)."""
        ty = owned[0].ty
        f = self.fresh("nearest")
        diff = "p[j] > c[k][j] ? p[j] - c[k][j] : c[k][j] - p[j]"
        if ty == "double":
            step = ["      double e = %s;" % diff, "      if (e > d)", "        d = e;"]
        elif ty == "int":
            step = ["      d += %s;" % diff]
        else:
            step = ["      d += (p[j] - c[k][j]) * (p[j] - c[k][j]);"]
        self.add_helper("int", f, "const std::vector<%s> &p, const std::vector<std::vector<%s>> &c" % (ty, ty), [
            "  int best = -1;",
            "  %s bestd = 0;" % ty,
            "  for (int k = 0; k < (int)c.size(); k++) {",
            "    %s d = 0;" % ty,
            "    for (int j = 0; j < (int)p.size(); j++) {"] + step + [
            "    }",
            "    if (best < 0 || d < bestd) {",
            "      best = k;",
            "      bestd = d;",
            "    }",
            "  }",
            "  return best;"])
        a = self.pick(owned)
        c = self.pick(owned)
        self.reader_uses(ctx, out, owned, results, "int",
                         lambda i: "%s(%s[%s], %s)" % (f, a.name, i, c.name), self.fold("int"))

    def table_pair(self, ctx, out, owned, results):
        """T pair(const std::vector<std::vector<T>> &t, int i): rows i and
        i + 1 (wrapping) of a whole table."""
        ty = owned[0].ty
        f = self.fresh("pair")
        acc = {"double": "s = s + %s + %s;" % (self.exact_term(ty, "t[i][j]"), self.exact_term(ty, "t[k][j]")),
               "int": "s = (s + t[i][j] * 2 + t[k][j]) % 1021;",
               "unsigned": "s = s * 7u + (t[i][j] ^ t[k][j]);"}[ty]
        self.add_helper(ty, f, "const std::vector<std::vector<%s>> &t, int i" % ty, [
            "  int k = (i + 1) % (int)t.size();",
            "  %s s = 0;" % ty,
            "  for (int j = 0; j < (int)t[i].size(); j++)",
            "    " + acc,
            "  return s;"])
        a = self.pick(owned)
        self.reader_uses(ctx, out, owned, results, ty,
                         lambda i: "%s(%s, %s)" % (f, a.name, i), self.fold(ty))

    def shape_struct(self, ctx, out):
        """Arrays reached through struct members: struct grid { int n; T *v; }
        as g.v[i] and gp->v[i] (gp = &g; 1-D, or 2-D flattened with g.m), an
        array of structs with an array member boxes[l].vals[k], or a struct
        (on the heap or not) holding several pointers s->u[i], s->w[i],
        s->flag[i]."""
        variant = self.pick(["grid", "boxes", "fields"])
        tname = self.fresh({"grid": "grid", "boxes": "box", "fields": "fields"}[variant])
        ty = self.random_type()
        n = self.pick(self.extents)
        getattr(self, "struct_" + variant)(ctx, out, tname, ty, n)

    def struct_grid(self, ctx, out, tname, ty, n):
        """struct tname { int n; [int m;] ty *v; } g, *gp = &g: g.v[i] and
        gp->v[i] (or v[i * m + j]) name the same elements."""
        flat = self.chance(0.4)
        m = self.pick(self.extents)
        self.shape_decls += ["struct %s {" % tname, "  int n;"] + (["  int m;"] if flat else []) + [
            "  %s *v;" % ty, "};", ""]
        g, gp = self.fresh("g"), self.fresh("gp")
        out.decl("struct %s %s" % (tname, g), g)
        out.decl("struct %s *%s" % (tname, gp), gp, "&" + g)
        out("%s.n = %s;" % (g, n[1]))
        size = "(size_t)%s.n" % g
        if flat:
            out("%s.m = %s;" % (g, m[1]))
            size += " * %s.m" % g
        self.allocate(out, g + ".v", "%s * sizeof *%s.v" % (size, g), ptr_ty=ty + " *")
        views = []
        for base, sep in ((g, "."), (gp, "->")):
            ext = [(n[0], base + sep + "n")] + ([(m[0], base + sep + "m")] if flat else [])
            templ = base + sep + ("v[(%s) * " + base + sep + "m + (%s)]" if flat else "v[%s]")
            views.append(Member(base + sep + "v", ty, ext, templ))
        self.init_nest(out, self.pick(views))
        self.shape_ops(ctx, out, views, ["map", "map", "reduction", "time", "recurrence", "gauss"])
        self.checksum(out, views[0])
        out("free(%s.v);" % g)

    def struct_boxes(self, ctx, out, tname, ty, n):
        """struct tname { int cnt; ty vals[K]; } boxes[n], global or local:
        boxes[l].vals[k] and boxes[l].cnt."""
        k = self.pick(self.extents)
        self.shape_decls += ["struct %s {" % tname, "  int cnt;", "  %s vals[%s];" % (ty, k[1]), "};", ""]
        boxes = self.fresh("boxes")
        if self.chance(0.5):
            self.shape_decls += ["static struct %s %s[%s];" % (tname, boxes, n[1]), ""]
        else:
            out.decl("struct %s %s[%s]" % (tname, boxes, n[1]), boxes)
        arr = Member(boxes + ".vals", ty, [n, k], boxes + "[%s].vals[%s]")
        cnt = Member(boxes + ".cnt", "int", [n], boxes + "[%s].cnt")
        self.init_nest(out, arr)
        self.init_nest(out, cnt)
        self.shape_ops(ctx, out, [arr, cnt], ["map", "map", "jacobi", "reduction", "time",
                                              "recurrence", "lastvalue", "matmul"])
        self.checksum(out, arr)
        self.checksum(out, cnt)

    def struct_fields(self, ctx, out, tname, ty, n):
        """struct tname { int n; ty *u; ty *w; int *flag; } s (or *s on the
        heap): s.u[i] (s->u[i]), s.w[i] and s.flag[i]."""
        self.shape_decls += ["struct %s {" % tname, "  int n;", "  %s *u;" % ty, "  %s *w;" % ty,
                             "  int *flag;", "};", ""]
        s = self.fresh("s")
        if self.chance(0.5):
            self.allocate(out, s, "sizeof *" + s, "struct %s *%s" % (tname, s))
            ref = s + "->"
        else:
            out.decl("struct %s %s" % (tname, s), s)
            ref = s + "."
        out("%sn = %s;" % (ref, n[1]))
        views = []
        for member, mty in (("u", ty), ("w", ty), ("flag", "int")):
            self.allocate(out, ref + member, "(size_t)%sn * sizeof *%s%s" % (ref, ref, member), ptr_ty=mty + " *")
            views.append(Member(ref + member, mty, [(n[0], ref + "n")], ref + member + "[%s]"))
        for v in views:
            self.init_nest(out, v)
        self.shape_ops(ctx, out, views, ["map", "map", "jacobi", "reduction", "time", "lastvalue"])
        for v, member in zip(views, ("u", "w", "flag")):
            self.checksum(out, v)
            out("free(%s%s);" % (ref, member))
        if ref.endswith("->"):
            out("free(%s);" % s)

    def shape_calls(self, ctx, out):
        """A nest whose body calls a helper of the file with one kind of
        side-effect summary: pure; writing the row its pointer parameter
        points to; writing a global (a scalar every call updates, or the
        element of a global array its index parameter names); reading a
        global array; printing (output order matters); rand(); or a seeded
        generator next(seed, i) that writes seed[i] only. Sometimes the
        helper is defined after main, with a prototype before."""
        kind = self.pick(["pure", "row_writer", "global_write", "global_read", "io", "rand", "rng"])
        getattr(self, "call_" + kind)(ctx, out)

    def add_helper(self, ret, fname, params, body):
        """A helper's definition; sometimes after main with a prototype
        before (a call before the definition)."""
        if self.chance(0.3):
            self.shape_decls += ["static %s %s(%s);" % (ret, fname, params), ""]
            self.late_helpers.append(["static %s %s(%s) {" % (ret, fname, params)] + body + ["}", ""])
        else:
            self.helpers.append(self.definition(ret, fname, params) + body + ["}", ""])

    def call_nest(self, ctx, out, target, rhs):
        """for every element of target: target[...] = rhs(vars, subs)."""
        vars, per = self.open_nest(out, target)
        names = [v.name for v in per]
        out("%s = %s;" % (target.at(names), rhs(vars, names)))
        self.close_n(out, len(vars))

    def call_pure(self, ctx, out):
        target = self.pick(self.writable(ctx))
        ty = target.ty
        f = self.fresh("sq")
        body = {"double": "  return x * x / (1.0 + x);",
                "int": "  return x * x % 1021;",
                "unsigned": "  return x * x + 1u;"}[ty]
        self.add_helper(ty, f, "%s x" % ty, [body])
        self.call_nest(ctx, out, target, lambda vars, names: "%s(%s)" % (
            f, self.value_expr(ty, ctx["arrays"], vars, target, names)))

    def call_row_writer(self, ctx, out, a=None):
        """scale_row(a[i], m) for rows i of a 2-D array (or of a row table)."""
        if a is None:
            rows = [b for b in self.writable(ctx, ndim=2) if not b.flat]
            if not rows:
                return self.call_pure(ctx, out)
            a = self.pick(rows)
        f = self.fresh("scale_row")
        step = {"double": "row[j] = 0.5 * row[j] + 0.25;",
                "int": "row[j] = (row[j] * 3 + j) % 1021;",
                "unsigned": "row[j] = row[j] * 5u + (unsigned)j;"}[a.ty]
        # Half of them count to the row's length as a constant (a state
        # vector's helper): their summary bounds the row they write.
        if self.chance(0.5):
            self.add_helper("void", f, "%s *row" % a.ty,
                            ["  int j;", "  for (j = 0; j < %d; j++)" % a.ext[1][0],
                             "    " + step])
            args = ""
        else:
            self.add_helper("void", f, "%s *row, int n" % a.ty,
                            ["  int j;", "  for (j = 0; j < n; j++)", "    " + step])
            args = ", %s" % a.ext[1][1]
        iv = self.loop(out, self.fresh("i"), a.ext[0][0], a.ext[0][1])
        # A vector table's row is reached by the pointer data() gives.
        row = "%s[%s]%s" % (a.name, iv.name, ".data()" if a.kind == "table" else "")
        if self.chance(0.3):
            out("if (%s)" % self.condition(ctx["arrays"], [iv]))
            out("  %s(%s%s);" % (f, row, args))
        else:
            out("%s(%s%s);" % (f, row, args))
        out.close()

    def call_global_write(self, ctx, out):
        target = self.pick(self.writable(ctx))
        ty = target.ty
        if self.chance(0.5):
            # every call updates one global scalar: a chain through all calls
            acc = self.fresh("acc")
            self.shape_decls += ["static %s %s;" % (ty, acc), ""]
            f = self.fresh("add")
            update = {"double": "%s = 0.5 * %s + 0.25 * x;",
                      "int": "%s = (%s + x) %% 1021;",
                      "unsigned": "%s = %s * 31u + x;"}[ty] % (acc, acc)
            self.add_helper(ty, f, "%s x" % ty, ["  " + update, "  return %s;" % acc])
            self.call_nest(ctx, out, target, lambda vars, names: "%s(%s)" % (
                f, self.value_expr(ty, ctx["arrays"], vars, target, names)))
            out(print_scalar(acc, ty))
            return
        # set(i, x) writes element i of a global array
        n = self.pick(self.extents)
        g = Arr(self.fresh("GS"), ty, [n], "global")
        self.shape_decls += ["static %s %s[%s];" % (ty, g.name, n[1]), ""]
        f = self.fresh("set")
        self.add_helper("void", f, "int i, %s x" % ty, ["  %s[i] = x;" % g.name])
        iv = self.loop(out, self.fresh("i"), n[0], n[1])
        out("%s(%s, %s);" % (f, iv.name, self.value_expr(ty, ctx["arrays"], [iv])))
        out.close()
        self.checksum(out, g)

    def call_global_read(self, ctx, out):
        target = self.pick(self.writable(ctx))
        ty = target.ty
        g = self.pick(self.globals)
        f = self.fresh("get")
        params = ", ".join("int i%d" % d for d in range(g.ndim))
        self.add_helper(g.ty, f, params, ["  return %s;" % g.at(["i%d" % d for d in range(g.ndim)])])

        def rhs(vars, names):
            subs = []
            for extent, _ in g.ext:
                fitting = [v for v in vars if v.fits(0, extent)]
                subs.append(self.pick(fitting).name if fitting else str(self.r.randrange(extent)))
            x = self.convert("%s(%s)" % (f, ", ".join(subs)), g.ty, ty)
            return self.combine(ty, x, self.value_expr(ty, ctx["arrays"], vars, target, names))
        self.call_nest(ctx, out, target, rhs)

    def combine(self, ty, x, y):
        """Two values of type ty into one, within the bounds of the values."""
        if ty == "double":
            return "0.5 * (%s) + 0.5 * (%s)" % (x, y)
        if ty == "int":
            return "((%s) + (%s)) %% %d" % (x, y, INT_MOD)
        return "(%s) * 3u + (%s)" % (x, y)

    def call_io(self, ctx, out):
        """report(i, x) prints; the nest also writes, and its calls are
        under a condition sometimes."""
        target = self.pick(self.writable(ctx))
        ty = target.ty
        f = self.fresh("report")
        fmt = {"double": "%.17g", "int": "%d", "unsigned": "%u"}[ty]
        self.add_helper("void", f, "int i, %s x" % ty, ['  printf("%s %%d %s\\n", i, x);' % (f, fmt)])
        vars, per = self.open_nest(out, target)
        names = [v.name for v in per]
        self.body_assign(out, target, ctx["arrays"], vars, per, allow_offset=False)
        call = "%s(%s, %s);" % (f, self.index_term(vars), target.at(names))
        if self.chance(0.5):
            out("if (%s)" % self.condition(ctx["arrays"], vars))
            out("  " + call)
        else:
            out(call)
        self.close_n(out, len(vars))

    def call_rand(self, ctx, out):
        """rand() in the body, seeded before the nest: its hidden state
        orders the iterations."""
        target = self.pick(self.writable(ctx))
        ty = target.ty
        out("srand(%du);" % self.r.randint(1, 99999))
        x = self.convert("(rand() %% %d)" % INT_MOD, "int", ty)
        self.call_nest(ctx, out, target, lambda vars, names: self.combine(
            ty, x, self.value_expr(ty, ctx["arrays"], vars, target, names)))

    def call_rng(self, ctx, out):
        """next(seed, i) writes seed[i] only: the iterations are
        independent."""
        n = self.pick(self.extents)
        seed = Arr(self.fresh("seed"), "unsigned", [n], "local")
        out.decl("unsigned %s[%s]" % (seed.name, n[1]), seed.name)
        self.init_nest(out, seed)
        f = self.fresh("next")
        self.add_helper("unsigned", f, "unsigned *seed, int i", [
            "  seed[i] = seed[i] * 1103515245u + 12345u;",
            "  return (seed[i] >> 16) & 32767u;"])
        targets = [a for a in self.writable(ctx) if a.ext[0][0] <= n[0]]
        if not targets:
            iv = self.loop(out, self.fresh("i"), n[0], n[1])
            out("%s(%s, %s);" % (f, seed.name, iv.name))
            out.close()
        else:
            target = self.pick(targets)
            ty = target.ty

            def rhs(vars, names):
                x = self.convert("%s(%s, %s)" % (f, seed.name, names[0]), "unsigned", ty)
                return self.combine(ty, x, self.value_expr(ty, ctx["arrays"], vars, target, names))
            self.call_nest(ctx, out, target, rhs)
        self.checksum(out, seed)

    # -- C++ records holding vectors, read through const references ------------
    # struct R { int n; std::vector<double> d..; std::vector<int> x, k;
    # [std::array<double, L> a;] [double scale;] }: every container member
    # holds L = n + PAD elements; helpers take const R &in and read in.d[i],
    # in.d[i + c] (c <= PAD when the loop stops at in.n), in.d[in.x[i]],
    # in.n, in.d.size(), writing vectors or arrays of main.
    def record_block(self, ctx, out):
        """A record of vectors filled in main, then two to five of: helpers
        reading it through const R & and writing a result vector, array or
        plain array; reductions over its members; a helper writing a member
        through std::vector<double> & (distributed writes into the member's
        buffer) before a reader; a member of the record passed as the
        written vector of a helper that reads the record (the nest must not
        run distributed over the member it reads); a time loop around a
        writer and a reader; a nest of main reading through a const
        reference. Every member and result is hashed at the end."""
        self.uses_vector = True
        pad = self.r.randint(1, 3)
        n = self.pick(self.extents)
        size = (n[0] + pad, "%s + %d" % (n[1], pad))
        rec = {"name": self.fresh("Rec"), "pad": pad, "n": n, "size": size,
               "dbl": ["d%d" % k for k in range(self.r.randint(1, 3))],
               "int": ["k"] if self.chance(0.5) else [],
               "idx": self.chance(0.8), "arr": self.chance(0.4), "scale": self.chance(0.5),
               "helpers": {}}
        fields = ["int n;"] + ["std::vector<double> %s;" % d for d in rec["dbl"]]
        fields += ["std::vector<int> %s;" % k for k in rec["int"]]
        if rec["idx"]:
            fields.append("std::vector<int> x;")
        if rec["arr"]:
            self.uses_array = True
            fields.append("std::array<double, %s> a;" % size[1])
        if rec["scale"]:
            fields.append("double scale;")
        self.shape_decls += ["struct %s {" % rec["name"]] + ["  " + f for f in fields] + ["};", ""]
        q = self.fresh("q")
        out("%s %s;" % (rec["name"], q))
        out("%s.n = %s;" % (q, n[1]))
        if rec["scale"]:
            out("%s.scale = %s;" % (q, self.pick(["0.5", "0.375", "0.8125"])))
        members = []
        for m in rec["dbl"] + rec["int"] + (["x"] if rec["idx"] else []):
            ty = "double" if m.startswith("d") else "int"
            i = self.fresh("i")
            if m == "x":
                mul, add = self.r.choice([1, 3, 5, 7, 11]), self.r.randint(0, 9)
                value = "(%s * %d + %d) %% (%s)" % (i, mul, add, size[1])
            elif ty == "double":
                value = "(double)((%s * %d + %d) %% 97) / 128.0" % (i, self.r.randint(3, 41), self.r.randint(0, 50))
            else:
                value = "(%s * %d + %d) %% %d" % (i, self.r.randint(3, 41), self.r.randint(0, 50), INT_MOD)
            how = self.pick(["push_back", "sized", "assign", "resize"])
            if how == "sized":
                out("%s.%s = std::vector<%s>(%s);" % (q, m, ty, size[1]))
            elif how == "assign":
                out("%s.%s.assign(%s, 0);" % (q, m, size[1]))
            elif how == "resize":
                out("%s.%s.resize(%s);" % (q, m, size[1]))
            out.open_for(i, "0", "%s < %s" % (i, size[1]), i + "++")
            out(("%s.%s.push_back(%s);" if how == "push_back" else "%s.%s[%s] = %%s;" % ("%s", "%s", i))
                % (q, m, value))
            out.close()
            members.append(Arr("%s.%s" % (q, m), ty, [size], "member"))
        if rec["arr"]:
            i = self.fresh("i")
            out.open_for(i, "0", "%s < %s" % (i, size[1]), i + "++")
            out("%s.a[%s] = (double)(%s %% 13) / 16.0;" % (q, i, i))
            out.close()
            members.append(Arr("%s.a" % q, "double", [size], "member"))
        results = []
        for _ in range(self.r.randint(2, 5)):
            kind = self.pick(["map", "map", "imap", "reduce", "nested", "alias", "alias",
                              "member_write", "member_write", "time", "main_read"])
            getattr(self, "record_" + kind)(ctx, out, rec, q, results)
        for a in members + results:
            self.checksum(out, a)

    def record_term(self, rec, i, offsets, who="in", element=False):
        """One double read of the record through `who` at row i (values in
        [0, 1)); offsets: whether i + c (c <= PAD) stays in bounds;
        element: a container's element, not in.n or in.scale."""
        d = self.pick(rec["dbl"])
        kinds = ["at", "at"]
        if offsets:
            kinds += ["off", "off"]
        if rec["idx"]:
            kinds += ["idx", "idx"]
        if rec["arr"]:
            kinds.append("arr")
        if rec["int"]:
            kinds.append("int")
        if rec["scale"] and not element:
            kinds.append("scale")
        if not element:
            kinds.append("n")
        kind = self.pick(kinds)
        return {"at": lambda: "%s.%s[%s]" % (who, d, i),
                "off": lambda: "%s.%s[%s + %d]" % (who, d, i, self.r.randint(1, rec["pad"])),
                "idx": lambda: "%s.%s[%s.x[%s]]" % (who, d, who, i),
                "arr": lambda: "%s.a[%s]" % (who, i),
                "int": lambda: "(double)%s.k[%s] / 1024.0" % (who, i),
                "scale": lambda: "%s.scale" % who,
                "n": lambda: "(double)%s.n / 64.0" % who}[kind]()

    def record_expr(self, rec, i, offsets, must=None, who="in"):
        x, y = self.record_term(rec, i, offsets, who, True), must or self.record_term(rec, i, offsets, who)
        return self.pick(["0.5 * %s + 0.25 * %s", "%s * %s / (1.0 + %s + %s)" % ("%s", "%s", x, y),
                          "0.75 * %s + 0.125 * %s"]) % (x, y)

    def record_loop(self, rec, body, must_member=None):
        """The lines of a loop over the record's rows: bounded by in.n (then
        reads may be offset) or by a member's size; body(i, offsets)."""
        how = self.pick(["n", "n", "size", "size_t"])
        if how == "n":
            return ["  for (int i = 0; i < in.n; i++)", "    " + body("i", True)]
        d = self.pick(rec["dbl"])
        if how == "size":
            return ["  for (int i = 0; i < (int)in.%s.size(); i++)" % d, "    " + body("i", False)]
        return ["  for (std::size_t i = 0; i < in.%s.size(); i++)" % d, "    " + body("i", False)]

    def record_result(self, out, rec, ty):
        """A result of L elements written by a helper: the parameter and the
        argument."""
        size = rec["size"]
        v = Arr(self.fresh("V"), ty, [size], "local")
        how = self.pick(["vector", "vector", "array", "plain"]) if ty == "double" else "vector"
        if how == "vector":
            out("std::vector<%s> %s(%s);" % (ty, v.name, size[1]))
            param = "std::vector<%s> &out" % ty
        elif how == "array":
            self.uses_array = True
            out("std::array<%s, %s> %s;" % (ty, size[1], v.name))
            param = "std::array<%s, %s> &out" % (ty, size[1])
        else:
            out.decl("%s %s[%s]" % (ty, v.name, size[1]), v.name)
            param = "%s *out" % ty
        self.init_nest(out, v)
        v.param = param
        return v, param

    def record_reader(self, rec, param, must=None):
        """A helper f(const R &in, param) writing out[i] from reads of the
        record (one of them must, when given)."""
        f = self.fresh("fill")
        body = self.record_loop(rec, lambda i, offsets: "out[%s] = %s;" % (
            i, self.record_expr(rec, i, offsets, must and must(i, offsets))))
        self.add_helper("void", f, "const %s &in, %s" % (rec["name"], param), body)
        return f

    def record_map(self, ctx, out, rec, q, results):
        v, param = self.record_result(out, rec, "double")
        results.append(v)
        out("%s(%s, %s);" % (self.record_reader(rec, param), q, v.name))

    def record_imap(self, ctx, out, rec, q, results):
        v, param = self.record_result(out, rec, "int")
        results.append(v)
        f = self.fresh("ifill")
        reads = ["in.n"] + (["in.x[i]"] if rec["idx"] else []) + (["in.k[i]", "in.k[in.x[i]]" if rec["idx"]
                                                                   else "in.k[i]"] if rec["int"] else [])
        terms = self.r.sample(reads, min(2, len(reads)))
        body = ["  for (int i = 0; i < %s; i++)" % self.pick(["in.n", "(int)in.%s.size()" % rec["dbl"][0]]),
                "    out[i] = (out[i] * 3 + %s) %% %d;" % (" + ".join(terms), INT_MOD)]
        self.add_helper("void", f, "const %s &in, %s" % (rec["name"], param), body)
        out("%s(%s, %s);" % (f, q, v.name))

    def record_reduce(self, ctx, out, rec, q, results):
        """A sum of whole numbers (exact in any order) or a maximum."""
        f = self.fresh("total")
        op = self.pick(["sum", "max"])
        term = lambda i, offsets: self.record_expr(rec, i, offsets)
        if op == "sum":
            step = lambda i, offsets: "s = s + (double)((int)(64.0 * (%s)) %% %d);" % (term(i, offsets), INT_MOD)
        else:
            # Mostly one element, the conditional maximum the tool takes
            # for a reduction; sometimes a whole expression.
            def step(i, offsets):
                e = term(i, offsets) if self.chance(0.3) else self.record_term(rec, i, offsets, element=True)
                return "if (%s > s) s = %s;" % (e, e)
        body = ["  double s = 0.0;"] + self.record_loop(rec, step) + ["  return s;"]
        self.add_helper("double", f, "const %s &in" % rec["name"], body)
        self.new_scalar(ctx, out, "double", "%s(%s)" % (f, q), "r")

    def record_nested(self, ctx, out, rec, q, results):
        v, param = self.record_result(out, rec, "double")
        results.append(v)
        f = self.fresh("blend")
        d, e = self.pick(rec["dbl"]), self.pick(rec["dbl"])
        c = self.r.randint(0, rec["pad"])
        body = ["  for (int i = 0; i < in.n; i++) {",
                "    double s = 0.0;",
                "    for (int j = 0; j < in.n; j++)",
                "      s = s + in.%s[j] * in.%s[%s];" % (d, e, sub("i", c)),
                "    out[i] = s / (1.0 + s);",
                "  }"]
        self.add_helper("void", f, "const %s &in, %s" % (rec["name"], param), body)
        out("%s(%s, %s);" % (f, q, v.name))

    def record_writer(self, out, rec, q):
        """w(std::vector<double> &v) over a member: distributed writes into
        the member's buffer."""
        f = self.fresh("damp")
        step = self.pick(["v[i] = 0.5 * v[i] + 0.25;", "v[i] = v[i] * v[i];", "v[i] = 0.75 * v[i] + 0.125;"])
        bound = self.pick(["(int)v.size()", "n"])
        self.add_helper("void", f, "std::vector<double> &v" + (", int n" if bound == "n" else ""),
                        ["  for (int i = 0; i < %s; i++)" % bound, "    " + step])
        d = self.pick(rec["dbl"])
        out("%s(%s.%s%s);" % (f, q, d, ", %s.n" % q if bound == "n" else ""))

    def record_member_write(self, ctx, out, rec, q, results):
        self.record_writer(out, rec, q)
        if self.chance(0.5):
            self.record_map(ctx, out, rec, q, results)
        else:
            self.record_reduce(ctx, out, rec, q, results)

    def record_alias(self, ctx, out, rec, q, results):
        """f(q, q.d): the helper writes out[i], the member it (sometimes)
        reads at i + c or through in.x."""
        d = self.pick(rec["dbl"])
        reads = ["in.%s[%%s]" % d]
        if rec["idx"]:
            reads.append("in.%s[in.x[%%s]]" % d)
        must = None
        if self.chance(0.8):
            def must(i, offsets):
                opts = reads + (["in.%s[%%s + %d]" % (d, self.r.randint(1, rec["pad"]))] * 2 if offsets else [])
                return self.pick(opts) % i
        f = self.record_reader(rec, "std::vector<double> &out", must)
        out("%s(%s, %s.%s);" % (f, q, q, d))

    def record_time(self, ctx, out, rec, q, results):
        """A time loop around a writer of a member and a reader."""
        reader = self.chance(0.5)
        if reader:
            v, param = self.record_result(out, rec, "double")
            results.append(v)
        t = self.fresh("t")
        out.open_for(t, "0", "%s < %d" % (t, self.r.randint(2, 4)), t + "++")
        self.record_writer(out, rec, q)
        if reader:
            out("%s(%s, %s);" % (self.record_reader(rec, param), q, v.name))
        else:
            self.record_alias(ctx, out, rec, q, results)
        out.close()

    def record_main_read(self, ctx, out, rec, q, results):
        """A nest of main reading the record through a const reference (or
        a const copy) declared outside it."""
        c = self.fresh("c")
        out("const %s %s%s = %s;" % (rec["name"], "&" if self.chance(0.7) else "", c, q))
        v = Arr(self.fresh("V"), "double", [rec["size"]], "local")
        out("std::vector<double> %s(%s);" % (v.name, rec["size"][1]))
        self.init_nest(out, v)
        results.append(v)
        i = self.fresh("i")
        out.open_for(i, "0", "%s < %s.n" % (i, c), i + "++")
        out("%s[%s] = %s;" % (v.name, i, self.record_expr(rec, i, True, None, c)))
        out.close()

    # -- checksums -------------------------------------------------------------------
    def open_hash(self, out):
        h = self.fresh("h")
        out.decl("%s %s" % (self.hash_type(), h), h, "1469598103934665603" + self.hash_suffix())
        return h

    def print_hash(self, out, name, h):
        out('printf("%%s %%%%016%sx\\n", %%s);' % self.hash_suffix().lower()[1:] % (name, h))

    def checksum(self, out, a):
        h = self.open_hash(out)
        names = []
        for d, (extent, spell) in enumerate(a.ext):
            n = self.fresh("i")
            out.open_for(n, "0", "%s < %s" % (n, spell), n + "++")
            names.append(n)
        fn = "mixd" if a.ty == "double" else "mixu"
        out("%s = %s(%s, %s);" % (h, fn, h, a.at(names)))
        self.close_n(out, len(names))
        self.print_hash(out, a.name, h)

    def hash_type(self):
        """C89 has no long long; unsigned long has 64 bits here (LP64)."""
        return "unsigned long" if self.c89 else "unsigned long long"

    def hash_suffix(self):
        return "UL" if self.c89 else "ULL"

    # -- the program -------------------------------------------------------------------
    def program(self):
        r = self.r
        self.make_extents()
        shapes = self.shapes()

        def shape():
            if self.chance(0.75):
                return self.pick(shapes)
            return self.random_ext(r.choices([1, 2, 3], [3, 5, 2])[0])

        for _ in range(r.randint(2, 5)):
            self.globals.append(Arr(self.fresh("G"), self.random_type(), shape(), "global"))
        main = Out(1, self.c89)
        arrays = list(self.globals)
        heap = []
        locals_ = []
        for g in self.globals:
            if self.chance(0.6):
                self.init_nest(main, g)
        for _ in range(r.randint(0, 2)):
            a = Arr(self.fresh("L"), self.random_type(), shape(), "local")
            main.decl("%s %s%s" % (a.ty, a.name, "".join("[%s]" % s for _, s in a.ext)), a.name)
            self.init_nest(main, a)
            arrays.append(a)
            locals_.append(a)
        resizable = None
        replaceable = None
        for _ in range(r.randint(0, 3)):
            ext = shape()
            ty = self.random_type()
            flat = len(ext) > 1 and self.chance(0.3)
            a = Arr(self.fresh("H"), ty, ext, "heap", flat=flat)
            if a.ndim == 1 and resizable is None and self.chance(0.6):
                n = self.fresh("hn")
                main.decl("int " + n, n, a.ext[0][1])
                a.ext[0] = (a.ext[0][0], n)
                resizable = (a, n)
            fixed = resizable is None or resizable[0] is not a
            if self.cxx and fixed and replaceable is not None and self.cxr.random() < 0.5:
                # Neither grown nor replaced: new[] and delete[] are enough.
                main.decl(heap_decl(a), a.name, "new %s%s" % (
                    a.ty, "[%s]" % " * ".join(s for _, s in a.ext) if a.flat
                    else "".join("[%s]" % s for _, s in a.ext)))
                self.cxx_new.add(a.name)
            else:
                main.decl(heap_decl(a), a.name, self.alloc(heap_type(a), "malloc(%s)" % heap_size(a)))
                main("if (%s)" % ("%s == nullptr" % a.name if self.cxx and self.cxr.random() < 0.5
                                  else "!" + a.name))
                main("  return 1;")
            self.flat_row_lengths(main, a)
            self.init_nest(main, a)
            arrays.append(a)
            heap.append(a)
            if replaceable is None and (resizable is None or resizable[0] is not a):
                replaceable = a
        ctx = {"arrays": arrays, "scalars": self.scalars,
               "heap_resizable": resizable, "heap_replaceable": replaceable}
        nblocks = r.randint(3, 9)
        scratch = []
        at = sorted(self.scratch.r.randint(0, nblocks) for _ in range(self.scratch.r.choice([1, 1, 2])))
        app_at = self.with_stream(self.app, lambda: self.plan_application(nblocks))
        calls_at = [self.calls.r.randint(0, nblocks) for _ in range(self.calls.r.choice([0, 1, 1, 2]))]
        shapes_at = [self.shape.r.randint(0, nblocks) for _ in range(self.shape.r.choice([1, 1, 2]))]
        # Some C++ programs have a vector table block of their own.
        tables_at = [self.cxt.randint(0, nblocks)] if self.cxx and self.cxt.random() < 0.3 else []
        records_at = [self.cxrec.randint(0, nblocks)] if self.cxx and self.cxrec.random() < 0.4 else []
        indirect_at = [self.indr.randint(0, nblocks)] if self.indr.random() < 0.4 else []
        for k in range(nblocks + 1):
            self.with_stream(self.app, lambda: self.release_due(main, k))
            for _ in range(at.count(k)):
                self.with_stream(self.scratch, lambda: self.b_scratch(ctx, main, scratch, heap))
            for _ in range(calls_at.count(k)):
                self.with_stream(self.calls, lambda: self.b_helpercall(ctx, main))
            for _ in range(shapes_at.count(k)):
                self.with_stream(self.shape, lambda: self.b_shape(ctx, main))
            for _ in range(tables_at.count(k)):
                self.with_stream(self.tables, lambda: self.shape_table(ctx, main))
            for _ in range(records_at.count(k)):
                self.with_stream(self.records, lambda: self.record_block(ctx, main))
            for _ in range(indirect_at.count(k)):
                self.with_stream(self.indirect, lambda: self.indirect_block(main))
            for slot, kind in app_at:
                if slot == k:
                    self.with_stream(self.app, lambda: getattr(self, "b_app_" + kind)(ctx, main, k, nblocks))
            if k < nblocks:
                self.block(ctx, main)
        at_end = [(a, style) for due, a, style in self.app_releases if due is None]
        for a in arrays + scratch:
            self.checksum(main, a)
        self.with_stream(self.app, lambda: [self.app_checksum(main, a) for a, _ in at_end])
        for name, ty in self.scalars:
            main(print_scalar(name, ty))
        for a in heap:
            main(("delete[] %s;" if a.name in self.cxx_new else "free(%s);") % a.name)
        self.with_stream(self.app, lambda: [self.app_free(main, a, style) for a, style in at_end])
        self.end_main(main)

        mode = "--c89 " if self.c89 else "--cxx " if self.cxx else ""
        head = "/* Generated by test/harness/gen-loops.py %s%d. */" % (mode, self.seed)
        # Some C++ programs take the library from <cstdio>, <cstdlib> and
        # <cstring> and name it std::.
        std_lib = self.cxx and self.cxr.random() < 0.5
        if std_lib:
            headers = ["#include <cstdio>", "#include <cstdlib>", "#include <cstring>"]
        else:
            headers = ["#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>"]
        if self.uses_array:
            headers.append("#include <array>")
        if self.uses_vector:
            headers.append("#include <vector>")
        lines = [head] + ([C89_MARK] if self.c89 else []) + headers + [""]
        for v, spell in self.extents:
            lines.append("#define %s %d" % (spell, v))
        lines += list(self.app_macros.values())
        lines.append("")
        for g in self.globals:
            lines.append("static %s %s%s;" % (g.ty, g.name, "".join("[%s]" % s for _, s in g.ext)))
        if self.app_decls:
            lines += [""] + self.app_decls
        if self.shape_decls:
            lines += [""] + self.shape_decls
        ht, k = self.hash_type(), self.hash_suffix()
        lines += ["",
                  "static %s mixd(%s h, double x) {" % (ht, ht),
                  "  %s u;" % ht,
                  "  memcpy(&u, &x, sizeof u);",
                  "  return (h ^ u) * 1099511628211%s;" % k,
                  "}", "",
                  "static %s mixu(%s h, %s x) {" % (ht, ht, ht),
                  "  return (h ^ x) * 1099511628211%s;" % k,
                  "}", ""]
        # Some C++ programs keep the helpers in a namespace.
        space = self.cxx and self.helpers and self.cxr.random() < 0.5
        if space:
            lines += ["namespace helpers {", ""]
        for hl in self.helpers:
            lines += hl
        if space:
            lines += ["} // namespace helpers", "", "using namespace helpers;", ""]
        for hl in list(self.app_helpers.values()):
            lines += hl
        # Old code leaves main's type implicit (int).
        lines.append("main() {" if self.c89 and self.chance(0.3) else "int main(void) {")
        lines += main.lines
        lines.append("}")
        for hl in self.late_helpers:
            lines += [""] + hl[:-1]
        text = "\n".join(lines) + "\n"
        if std_lib:
            text = re.sub(r"(?<![\w.>])(printf|malloc|realloc|free|exit|memcpy)\(", r"std::\1(", text)
        if self.cxx:
            text = main_arrays_as_vectors(text, self.cxr, random.Random("std-array-%d" % self.seed))
        return text


def subscripts_at(text, pos):
    """The bracketed subscripts `[e1][e2]...` starting at pos, and where
    they end."""
    found = []
    while pos < len(text) and text[pos] == "[":
        depth, end = 0, pos
        while True:
            depth += {"[": 1, "]": -1}.get(text[end], 0)
            if depth == 0:
                break
            end += 1
        found.append(text[pos + 1:end])
        pos = end + 1
    return found, pos


def main_arrays_as_vectors(text, rnd, arrays_rnd):
    """C++ programs hold some of main's arrays in std::vector locals, as C++
    authors write grids: a number array from new[] (its delete[] dropped)
    or declared on main's stack, chosen by chance among those that every
    use subscripts fully (none passed on or measured by sizeof); a
    multi-dimensional one is indexed flat, `v[(i) * M + (j)]`. Some of the
    chosen stack arrays become std::array<T, N> instead (N the product of
    their extents), by draws of arrays_rnd, so that the programs without
    one stay as they were."""
    main_at = text.index("int main(void) {")
    decl = re.compile(r"^  (double|int|unsigned) (?:\*(\w+) = new \1\[([^;]*)\]|(\w+)((?:\[\w+\])+));$",
                      re.M)
    chosen = []
    for m in decl.finditer(text, main_at):
        name = m.group(2) or m.group(4)
        dims = [m.group(3)] if m.group(2) else re.findall(r"\[(\w+)\]", m.group(5))
        uses = [u.end() for u in re.finditer(r"(?<![\w.\"])%s\b" % name, text)
                if u.start() != m.start(2 if m.group(2) else 4)]
        released = "  delete[] %s;\n" % name
        if all(len(subscripts_at(text, end)[0]) == len(dims)
               or text[end - len(name) - 9:end] == "delete[] " + name
               for end in uses) and rnd.random() < 0.6:
            chosen.append((m, name, dims, released))
    headers = set()
    for m, name, dims, released in reversed(chosen):
        # The declaration is replaced first: its extents are no subscripts.
        placeholder = "@vector%d@" % len(name)
        as_array = m.group(4) is not None and arrays_rnd.random() < 0.4
        text = (text[:m.start()] + placeholder + text[m.end():]).replace(released, "")
        out, pos = [], 0
        for u in re.finditer(r"(?<![\w.\"])%s\b" % name, text):
            subs, end = subscripts_at(text, u.end())
            flat = "(%s)" % subs[0]
            for dim, sub in zip(dims[1:], subs[1:]):
                flat = "(%s * %s + (%s))" % (flat, dim, sub)
            out += [text[pos:u.end()], "[%s]" % flat]
            pos = end
        text = "".join(out) + text[pos:]
        if as_array:
            text = text.replace(placeholder, "  std::array<%s, %s> %s;" % (m.group(1), " * ".join(dims), name))
            headers.add("array")
        else:
            text = text.replace(placeholder, "  std::vector<%s> %s(%s);" % (m.group(1), name, " * ".join(dims)))
            headers.add("vector")
    # After the declarations, whose places were found in the text before.
    for header in sorted(headers):
        if "#include <%s>" % header not in text:
            text = text.replace("\n\n", "\n#include <%s>\n\n" % header, 1)
    return text


def heap_decl(a):
    if a.flat or a.ndim == 1:
        return "%s *%s" % (a.ty, a.name)
    return "%s (*%s)%s" % (a.ty, a.name, "".join("[%s]" % s for _, s in a.ext[1:]))


def declared_type(declarator, name):
    """The type a declarator gives name: "T (*)[M]" of "T (*a)[M]"."""
    return re.sub(r"\b%s\b" % re.escape(name), "", declarator).rstrip()


def heap_type(a):
    return declared_type(heap_decl(a), a.name)


def heap_size(a):
    if a.flat:
        return "%s * sizeof *%s" % (" * ".join("(size_t)%s" % s for _, s in a.ext), a.name)
    return "(size_t)%s * sizeof *%s" % (a.ext[0][1], a.name)


def print_scalar(name, ty):
    if ty == "bool":
        return 'printf("%s %%d\\n", %s ? 1 : 0);' % (name, name)
    fmt = {"double": "%.17g", "int": "%d", "unsigned": "%u"}[ty]
    return 'printf("%s %s\\n", %s);' % (name, fmt, name)


def main():
    ap = argparse.ArgumentParser(description="Writes a random loop-heavy C program (deterministic per seed).")
    ap.add_argument("seed", type=int, help="the seed; the same seed gives the same program")
    ap.add_argument("-o", "--output", help="output file (default: stdout)")
    ap.add_argument("--cxx", action="store_true",
                    help="C++ (gnu++17): casts of malloc's results, some heap arrays from new[], "
                         "bool flags, nullptr, no VLA parameters; some programs with <cstdio> and "
                         "std::printf, or their helpers in a namespace; std::vector and std::array "
                         "locals, vector tables and helpers reading const std::vector references; "
                         "records of vectors read through const references")
    ap.add_argument("--c89", action="store_true",
                    help="C89 style: declarations at the start of blocks, no VLAs or long long, "
                         "some old-style definitions and an implicit int main; for -std=gnu89")
    args = ap.parse_args()
    if args.c89 and args.cxx:
        ap.error("--c89 and --cxx exclude each other")
    text = Gen(args.seed, args.c89, args.cxx).program()
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
