//===- ReportFileTest.cpp - writing a file all at once --------------------===//

#include "report/ReportFile.h"
#include <cstdio>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <unistd.h>

using namespace autolb::runtime::report;

namespace {

TEST(ReportFileTest, WritesTheWholeTextAndNoTemporary) {
  const std::string Path =
      ::testing::TempDir() + "report-" + std::to_string(getpid()) + ".json";
  ASSERT_EQ(writeFileAtomically(Path, "{}\n"), "");
  std::ifstream In(Path);
  std::stringstream Text;
  Text << In.rdbuf();
  EXPECT_EQ(Text.str(), "{}\n");
  const std::string Temporary = Path + ".tmp." + std::to_string(getpid());
  EXPECT_NE(access(Temporary.c_str(), F_OK), 0);
  std::remove(Path.c_str());
}

TEST(ReportFileTest, ABadPathSaysWhatFailed) {
  const std::string Failure =
      writeFileAtomically("/nonexistent-dir/report.json", "{}\n");
  EXPECT_NE(Failure.find("cannot create '/nonexistent-dir/report.json.tmp."),
            std::string::npos)
      << Failure;
  EXPECT_NE(Failure.find("No such file or directory"), std::string::npos)
      << Failure;
}

} // namespace
