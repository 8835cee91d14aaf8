//===- ProcessorMapTest.cpp - processor-map control files -----------------===//

#include "startup/ProcessorMap.h"
#include <cstdio>
#include <gtest/gtest.h>

using namespace autolb::runtime;

namespace {

TEST(ProcessorMapTest, BitStringAndOneLinePerRank) {
  EXPECT_EQ(parseProcessorMap("1101", 4).available,
            (std::vector<bool>{true, true, false, true}));
  EXPECT_EQ(parseProcessorMap("1\n0\n1\n", 3).available,
            (std::vector<bool>{true, false, true}));
}

TEST(ProcessorMapTest, CommentsAndMissingRanks) {
  ParsedProcessorMap Map =
      parseProcessorMap("# shrink\n1 0  # rank 1 off\n", 4);
  ASSERT_TRUE(Map.ok()) << Map.error;
  EXPECT_EQ(Map.available, (std::vector<bool>{true, false, true, true}));
  // Extra characters beyond the rank count are ignored.
  EXPECT_EQ(parseProcessorMap("10111", 2).available,
            (std::vector<bool>{true, false}));
}

TEST(ProcessorMapTest, InvalidMapsAreRejected) {
  EXPECT_FALSE(parseProcessorMap("0000", 4).ok());
  EXPECT_FALSE(parseProcessorMap("1x1", 3).ok());
  EXPECT_TRUE(parseProcessorMap("", 3).ok());
}

TEST(ProcessorMapTest, MissingFileMeansEveryRank) {
  ParsedProcessorMap Map =
      readProcessorMap("/nonexistent/autolb-procmap-test", 3);
  EXPECT_TRUE(Map.ok());
  EXPECT_EQ(Map.available, (std::vector<bool>{true, true, true}));
}

TEST(ProcessorMapTest, ReadsAFile) {
  char Path[] = "/tmp/autolb-procmap-XXXXXX";
  int Fd = mkstemp(Path);
  ASSERT_GE(Fd, 0);
  FILE *F = fdopen(Fd, "w");
  std::fputs("0\n1\n", F);
  std::fclose(F);
  ParsedProcessorMap Map = readProcessorMap(Path, 2);
  std::remove(Path);
  EXPECT_EQ(Map.available, (std::vector<bool>{false, true}));
  EXPECT_EQ(processorMapText(Map.available), "01");
}

} // namespace
