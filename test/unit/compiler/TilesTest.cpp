// zplc::transposeTile, the kernel of the transposed tiles that blocked loops
// read (runtime/program/Tiles.h). The unit tests are built without
// -march=native, so this checks the portable version; the AVX-512 one is
// checked by test/exec/transpose-tiles.zpl, which programs compile with it.
#include "runtime/program/Tiles.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {
template <class T>
void checkTranspose(int64_t ld) {
  std::vector<T> src(zplc::kTile * ld + 3);
  for (size_t k = 0; k < src.size(); ++k)
    src[k] = static_cast<T>(k * 7 + 1);
  std::vector<T> dst(zplc::kTile * zplc::kTile, T(-1));
  const T *from = src.data() + 3; // an unaligned start
  zplc::transposeTile(from, ld, dst.data());
  for (int64_t y = 0; y < zplc::kTile; ++y)
    for (int64_t x = 0; x < zplc::kTile; ++x)
      ASSERT_EQ(dst[y * zplc::kTile + x], from[x * ld + y]) << "y " << y << " x " << x;
}
} // namespace

TEST(Tiles, TransposesDoubles) {
  checkTranspose<double>(45);
  checkTranspose<double>(zplc::kTile);
}

TEST(Tiles, TransposesLongs) { checkTranspose<int64_t>(97); }
