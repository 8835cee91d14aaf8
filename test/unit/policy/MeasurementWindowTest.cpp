//===- MeasurementWindowTest.cpp - Tests of the noise-driven window -------===//

#include "policy/balance/MeasurementWindow.h"

#include <gtest/gtest.h>

#include <limits>

using namespace autolb::policy;

TEST(MeasurementWindow, NoisyRatesDoubleTheWindowUpToItsCap) {
  MeasurementWindow W; // noisy > 0.5, quiet < 0.2, cap 32
  EXPECT_EQ(W.update({0.07, 1.69}), 2.0);
  EXPECT_EQ(W.update({0.07, 0.9}), 4.0);
  for (int I = 0; I < 10; ++I)
    W.update({0.1, 0.6});
  EXPECT_EQ(W.scale(), 32.0);
}

TEST(MeasurementWindow, QuietRatesHalveItBackAndTheBandBetweenKeepsIt) {
  MeasurementWindow W;
  W.update({1.0});
  W.update({1.0});                       // 4
  EXPECT_EQ(W.update({0.3, 0.45}), 4.0); // between the bands: unchanged
  EXPECT_EQ(W.update({0.1, 0.19}), 2.0);
  EXPECT_EQ(W.update({0.02, 0.02}), 1.0);
  EXPECT_EQ(W.update({0.02, 0.02}), 1.0); // never below 1
}

TEST(MeasurementWindow, DedicatedJitterAndUnmeasuredRanksLeaveItAlone) {
  MeasurementWindow W;
  EXPECT_EQ(W.update({0.29, 0.28}), 1.0); // Jacobi-2D dedicated
  EXPECT_EQ(W.update({0.0, std::numeric_limits<double>::quiet_NaN()}), 1.0);
  EXPECT_EQ(W.update({}), 1.0);
}
