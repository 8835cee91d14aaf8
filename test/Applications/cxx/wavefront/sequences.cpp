#include "align.h"

namespace {
unsigned next(unsigned &state) {
  state = state * 1103515245u + 12345u;
  return (state >> 16) & 0x7fff;
}
} // namespace

std::string random_sequence(int length, unsigned seed) {
  static const char bases[] = "ACGT";
  std::string s(length, 'A');
  for (char &c : s) {
    c = bases[next(seed) % 4];
  }
  return s;
}

// A copy of s with about percent % of its letters substituted, deleted or
// doubled.
std::string mutate(const std::string &s, unsigned seed, int percent) {
  static const char bases[] = "ACGT";
  std::string out;
  out.reserve(s.size() + s.size() / 10);
  for (char c : s) {
    if (static_cast<int>(next(seed) % 100) >= percent) {
      out += c;
      continue;
    }
    switch (next(seed) % 3) {
    case 0:
      out += bases[next(seed) % 4];
      break;
    case 1:
      break;
    default:
      out += c;
      out += c;
    }
  }
  return out;
}
