//===- RunReportJsonTest.cpp - the run report as versioned JSON -----------===//

#include "report/RunReportJson.h"
#include <gtest/gtest.h>

using namespace autolb::runtime::report;

namespace {

TEST(RunReportJsonTest, SchemaAndVersionFirst) {
  const std::string Json = renderJson(RunReport{});
  EXPECT_EQ(Json.rfind("{\n  \"schema\": \"autolb-run-report\",\n  "
                       "\"version\": 2,\n",
                       0),
            0u)
      << Json;
  EXPECT_EQ(Json.back(), '\n');
}

TEST(RunReportJsonTest, AbsentPartsAreNull) {
  RunReport R;
  NestReport N;
  N.location = "mm.c:51";
  N.schedule = "dynamically scheduled";
  R.nests.push_back(N);
  const std::string Json = renderJson(R);
  EXPECT_NE(Json.find("\"grain\": null"), std::string::npos) << Json;
  EXPECT_NE(Json.find("\"rank_count_advice\": null"), std::string::npos);
  EXPECT_NE(Json.find("\"processor_map\": null"), std::string::npos);
  EXPECT_NE(Json.find("\"moves\": []"), std::string::npos);
}

TEST(RunReportJsonTest, MovesWithTheirVerdicts) {
  RunReport R;
  NestReport N;
  MoveReport Judged;
  Judged.cause = "rates";
  Judged.verdict = "paid";
  Judged.realizedReduction = 0.25;
  MoveReport Unjudged;
  Unjudged.cause = "stress";
  Unjudged.verdict = "not-on-trial";
  N.moves = {Judged, Unjudged};
  R.nests.push_back(N);
  const std::string Json = renderJson(R);
  EXPECT_NE(Json.find("\"verdict\": \"paid\",\n          "
                      "\"realized_reduction\": 0.25\n"),
            std::string::npos)
      << Json;
  EXPECT_NE(Json.find("\"verdict\": \"not-on-trial\",\n          "
                      "\"realized_reduction\": null\n"),
            std::string::npos)
      << Json;
}

TEST(RunReportJsonTest, AloneTrialPairsInOrder) {
  RunReport R;
  R.aloneTrial.outcome = "";
  R.aloneTrial.pairs = {{0.125, 0.0625}, {0.5, 0.75}};
  const std::string Json = renderJson(R);
  const auto First = Json.find("\"distributed_seconds\": 0.125,\n"
                               "        \"alone_seconds\": 0.0625\n");
  const auto Second = Json.find("\"distributed_seconds\": 0.5,\n"
                                "        \"alone_seconds\": 0.75\n");
  EXPECT_NE(First, std::string::npos) << Json;
  EXPECT_NE(Second, std::string::npos) << Json;
  EXPECT_LT(First, Second);
}

} // namespace
