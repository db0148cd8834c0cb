// Shorthands shared by the relations tests.
#pragma once

#include "runtime/relations/Relations.h"

namespace zpl::rel::test {

inline constexpr Encoding kAll[] = {Encoding::AAPAIR, Encoding::AABLK, Encoding::DMRLE,
                                    Encoding::DMRLEC, Encoding::NRLE};

// Dimension 0..n-1 under `d`; `gridDim` is ignored for `*`.
inline DimLayout dim(int64_t n, Dist d, int gridDim, int64_t k = 1) {
  DimLayout l;
  l.lo = 0;
  l.hi = n - 1;
  l.dist = d;
  l.gridDim = d == Dist::None ? -1 : gridDim;
  l.k = k;
  return l;
}

} // namespace zpl::rel::test
