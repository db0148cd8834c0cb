// Messages about distributions that sema (frontend/sema/Align.cpp,
// Fluff.cpp, Spaces.cpp) gives for programs and the back end
// (passes/AlignRegions.cpp, ir/SpaceCheck.cpp) for IR text: one wording for
// both.
#pragma once

#include <cstdint>
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

// Indices `lo`..`last` of dimension `dim` (from 1) of a statement's region
// outside the index space of `space` (`A`, "the default distribution",
// "distribution `D`"), whose bounds are `spaceLo`..`spaceHi` (as written
// when not constants).
inline std::string outsideIndexSpace(int64_t lo, int64_t last, unsigned dim,
                                     const std::string &space, const std::string &spaceLo,
                                     const std::string &spaceHi) {
  return "indices " + std::to_string(lo) + ".." + std::to_string(last) + " of dimension " +
         std::to_string(dim) + " are outside the index space of " + space + " (" + spaceLo +
         ".." + spaceHi + ")";
}

} // namespace zpl::msg
