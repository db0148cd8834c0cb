#include "frontend/Suggest.h"

#include <algorithm>
#include <cctype>

namespace zpl {

unsigned editDistance(const std::string &a, const std::string &b, unsigned limit) {
  size_t n = a.size(), m = b.size();
  if ((n > m ? n - m : m - n) > limit)
    return limit + 1;
  // Optimal string alignment: swapping two neighbours (`ned` for `end`)
  // is one slip, not two.
  std::vector<std::vector<unsigned>> d(n + 1, std::vector<unsigned>(m + 1));
  for (size_t i = 0; i <= n; ++i)
    d[i][0] = unsigned(i);
  for (size_t j = 0; j <= m; ++j)
    d[0][j] = unsigned(j);
  for (size_t i = 1; i <= n; ++i) {
    unsigned best = limit + 1;
    for (size_t j = 1; j <= m; ++j) {
      unsigned v = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1,
                             d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0u : 1u)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        v = std::min(v, d[i - 2][j - 2] + 1);
      d[i][j] = v;
      best = std::min(best, v);
    }
    if (best > limit)
      return limit + 1;
  }
  return d[n][m];
}

std::string closestName(const std::string &typo, const std::vector<std::string> &candidates) {
  // Case slips (`Procedure`, `N`) are the commonest typo of all; compare
  // case-insensitively first so they always win.
  auto lower = [](std::string s) {
    for (char &c : s)
      c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  std::string lt = lower(typo);
  unsigned limit = std::max<unsigned>(1, unsigned(typo.size()) / 3);
  std::string best;
  unsigned bestDist = limit + 1;
  for (const std::string &c : candidates) {
    if (c == typo || c.empty())
      continue;
    // One-letter and two-letter names are too close to everything else.
    unsigned d = lower(c) == lt ? 0 : typo.size() < 3 ? limit + 1 : editDistance(typo, c, limit);
    if (d < bestDist) {
      bestDist = d;
      best = c;
    }
  }
  return best;
}

} // namespace zpl
