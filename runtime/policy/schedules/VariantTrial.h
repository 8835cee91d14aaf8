//===- VariantTrial.h - Which variant of a chunk loop runs ------*- C++ -*-===//
//
// Part of autolb. Built for Polly (autolb --polly-variants), a DOALL nest's
// chunk loop comes twice: as written, which Polly may tile, and plain, which
// a compiler barrier keeps from Polly. Which is faster depends on the loop
// and the machine (Polly's tiling made samples/mm.c's rows 2.3 times
// faster and jacobi2d.c's sweep 2.5 times slower), so it is measured: the
// nest's first execution on a rank, which also touches its data first,
// runs as written and is not timed; the next Samples x 2 alternate plain
// and as written, each timed per iteration on the rank's CPU clock; from
// then on the rank runs the variant with the lower mean (as written on a
// tie: it is what the user asked the compiler for). When the first timed
// execution of each differs by more than ClearRatio, no noise of this
// machine's (a few per cent between executions) explains it, and the trial
// ends there: every further execution of the slower one costs.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_VARIANTTRIAL_H
#define AUTOLB_POLICY_VARIANTTRIAL_H

namespace autolb::policy {

class VariantTrial {
public:
  static constexpr int AsWritten = 0;
  static constexpr int Plain = 1;
  /// Timed executions of each variant.
  static constexpr int Samples = 2;
  /// A ratio of the first two timed executions that decides at once.
  static constexpr double ClearRatio = 1.5;

  /// The variant the next execution runs.
  int variant() const;
  /// An execution of Variant that ran on this rank at SecondsPerIteration
  /// (ignored unless positive and finite: a rank without iterations).
  void record(int Variant, double SecondsPerIteration);
  bool decided() const { return Decided; }
  /// The mean time per iteration of Variant's timed executions; 0 before
  /// the first.
  double meanSeconds(int Variant) const;
  /// Timed executions so far (at most 2 x Samples), and of Variant.
  int timed() const { return Count[AsWritten] + Count[Plain]; }
  int timed(int Variant) const { return Count[Variant]; }

private:
  /// Executions recorded, the untimed first included.
  int Seen = 0;
  double Sum[2] = {0.0, 0.0};
  int Count[2] = {0, 0};
  int Chosen = AsWritten;
  bool Decided = false;
};

/// "as written" or "plain".
const char *variantName(int Variant);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_VARIANTTRIAL_H
