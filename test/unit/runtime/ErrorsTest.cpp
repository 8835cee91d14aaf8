//===- ErrorsTest.cpp - result codes and their descriptions ---------------===//

#include "autolb/errors.h"
#include <gtest/gtest.h>
#include <set>
#include <string>

namespace {

TEST(ErrorsTest, EveryCodeHasItsOwnDescription) {
  std::set<std::string> Seen;
  for (int Code = ALB_ERR_LOWER_BOUND + 1; Code < ALB_RESULT_UPPER_BOUND;
       ++Code) {
    std::string Text = alb_strerror(Code);
    EXPECT_NE(Text, "unknown result code") << "code " << Code;
    EXPECT_TRUE(Seen.insert(Text).second) << "duplicate text for " << Code;
  }
}

TEST(ErrorsTest, CodesOutsideTheEnumAreUnknown) {
  EXPECT_STREQ(alb_strerror(ALB_ERR_LOWER_BOUND), "unknown result code");
  EXPECT_STREQ(alb_strerror(ALB_RESULT_UPPER_BOUND), "unknown result code");
  EXPECT_STREQ(alb_strerror(-1000), "unknown result code");
}

TEST(ErrorsTest, SuccessDoneAndNoInitAreDescribed) {
  EXPECT_STREQ(alb_strerror(ALB_OK), "success");
  EXPECT_STREQ(alb_strerror(ALB_DONE), "no iterations left");
  EXPECT_NE(std::string(alb_strerror(ALB_ERR_NOINIT)).find("alb_init"),
            std::string::npos);
}

// The errors are the negative codes: `result < 0` tells them apart from
// ALB_OK and ALB_DONE.
TEST(ErrorsTest, OnlyTheErrorsAreNegative) {
  EXPECT_LT(ALB_ERR_MPI, 0);
  EXPECT_LT(ALB_ERR_STATE, 0);
  EXPECT_LT(ALB_ERR_NOINIT, 0);
  EXPECT_EQ(ALB_OK, 0);
  EXPECT_GT(ALB_DONE, 0);
}

} // namespace
