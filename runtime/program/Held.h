// Receives a fused remap reads where MPI put them (codegen/emit/Fusion.cpp,
// zpl::im::Transfer::DNInPlace): each a block of the remap's source, read
// through a view shaped as zplc::Array is, so the statement's blocked loop
// reads it as it reads the source's part on this processor.
#pragma once

#include "runtime/ironman/Ironman.h"

#include <cstdint>
#include <type_traits>
#include <vector>

namespace zplc {

// A receive that a fused remap reads where it landed (Transfer::held), seen
// as the block of the remap's source it holds: source element (a0, a1) at
// row()[a0 * stride[0] + a1] for lo <= a <= hi, read as Array::row() is.
template <class T> struct HeldView {
  const T *base;
  int64_t stride[1];
  int64_t lo[2], hi[2];
  const T *row() const { return base; }
};
template <class T> struct HeldViews {
  bool held = false;
  std::vector<HeldView<T>> views;
};

// The receives of `x`, a transfer into the temporary `t` (a zplc::Array of
// rank 2) of a remap read as source(i<perm0+1>, i<perm1+1>), as views of
// the source. `held` is
// false, and `t` filled, unless every receive is held as one block whose
// buffer is the source's block in its row-major order (element r * n + i of
// the buffer at t's offset start + r * rowStride + i * stride, i walking t's
// dimension perm1 and r its dimension perm0).
template <class A, class T = std::remove_const_t<std::remove_pointer_t<decltype(A::data)>>>
HeldViews<T> heldViews(zpl::im::Transfer &x, const A &t, int perm0, int perm1) {
  static_assert(sizeof(t.lo) / sizeof(t.lo[0]) == 2, "heldViews reads rank-2 temporaries");
  HeldViews<T> out;
  std::vector<zpl::im::Transfer::Held> hs;
  if (!x.held(&hs))
    return out;
  const int64_t ts0 = t.stride[0];
  const auto step = [&](int d) { return d == 0 ? ts0 : int64_t(1); };
  for (const zpl::im::Transfer::Held &h : hs) {
    const zpl::rel::SideBlock &b = h.block;
    // t's element (t0, t1) is at offset base + t0 * ts0 + t1.
    const int64_t off = b.start - t.base;
    int64_t t0 = ts0 > 0 ? (off - t.lo[1]) / ts0 : 0;
    if (ts0 > 0 && (off - t.lo[1]) % ts0 < 0)
      --t0;
    const int64_t at[2] = {t0, off - t0 * ts0};
    if (ts0 <= 0 || (b.n > 1 && b.stride != step(perm1)) ||
        (b.rows > 1 && b.rowStride != step(perm0)) || at[0] < t.lo[0] || at[0] > t.hi[0] ||
        at[1] < t.lo[1] || at[1] > t.hi[1]) {
      x.unhold();
      out.views.clear();
      return out;
    }
    HeldView<T> v;
    v.lo[0] = at[perm0];
    v.lo[1] = at[perm1];
    v.hi[0] = v.lo[0] + b.rows - 1;
    v.hi[1] = v.lo[1] + b.n - 1;
    v.stride[0] = b.n;
    v.base = static_cast<const T *>(h.data) - (v.lo[0] * b.n + v.lo[1]);
    out.views.push_back(v);
  }
  out.held = true;
  return out;
}

} // namespace zplc
