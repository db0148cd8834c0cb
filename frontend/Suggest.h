// "Did you mean" suggestions for misspelled names, keywords and options.
#pragma once

#include <string>
#include <vector>

namespace zpl {

// Levenshtein distance between `a` and `b` (insertions, deletions and
// substitutions cost 1); stops early and returns limit + 1 past `limit`.
unsigned editDistance(const std::string &a, const std::string &b, unsigned limit);

// The candidate closest to `typo`, or "" when none is close enough to be a
// plausible misspelling (about one edit in three characters, as clang does).
// Ties go to the earliest candidate, so callers list the likeliest first.
std::string closestName(const std::string &typo, const std::vector<std::string> &candidates);

} // namespace zpl
