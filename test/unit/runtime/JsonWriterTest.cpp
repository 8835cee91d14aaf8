//===- JsonWriterTest.cpp - the run-time's small JSON writer --------------===//

#include "report/JsonWriter.h"
#include <cmath>
#include <gtest/gtest.h>

using namespace autolb::runtime::report;

namespace {

TEST(JsonWriterTest, NestedValuesIndentedByTwo) {
  JsonWriter W;
  W.beginObject();
  W.key("a");
  W.value(1);
  W.key("b");
  W.beginArray();
  W.value(true);
  W.null();
  W.endArray();
  W.key("c");
  W.beginObject();
  W.endObject();
  W.endObject();
  EXPECT_EQ(W.text(), "{\n  \"a\": 1,\n  \"b\": [\n    true,\n    null\n  "
                      "],\n  \"c\": {}\n}\n");
}

TEST(JsonWriterTest, StringsEscaped) {
  JsonWriter W;
  W.value("a\"b\\c\nd\x01");
  EXPECT_EQ(W.text(), "\"a\\\"b\\\\c\\nd\\u0001\"");
}

TEST(JsonWriterTest, NumbersReadBackAndNonFiniteIsNull) {
  JsonWriter W;
  W.beginArray();
  W.value(0.1);
  W.value(std::nan(""));
  W.value(static_cast<std::int64_t>(1) << 40);
  W.endArray();
  EXPECT_EQ(W.text(), "[\n  0.10000000000000001,\n  null,\n  "
                      "1099511627776\n]\n");
}

} // namespace
