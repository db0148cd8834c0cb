// Messages about distributions that sema (frontend/sema/Align.cpp,
// Fluff.cpp) gives for programs and passes/AlignRegions.cpp for IR text:
// one wording for both.
#pragma once

#include <string>

namespace zpl::msg {

// A region with run-time bounds that can join no distribution's members.
inline std::string runtimeRegionWithoutDistribution(bool noArrays) {
  return noArrays ? "a statement over a region with run-time bounds where no parallel array uses "
                    "the default distribution is not supported by the code generator yet (name "
                    "the region's distribution)"
                  : "a statement over a region with run-time bounds that reads parallel arrays "
                    "of several distributions is not supported by the code generator yet (name "
                    "the region's distribution)";
}

// `name` of distribution `actual` passed for a parameter of `formal` (names
// such as "the default distribution" or "distribution `D`").
inline std::string actualOfOtherDistribution(const std::string &name, const std::string &actual,
                                             const std::string &formal) {
  return "passing `" + name + "` (" + actual + ") for a parameter of " + formal +
         " is not supported by the code generator yet";
}

} // namespace zpl::msg
