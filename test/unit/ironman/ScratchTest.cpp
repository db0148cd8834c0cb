// runtime/ironman/Scratch.h: packing buffers that are never zero-filled, and
// array storage that is, on the small (aligned_alloc) and the large (mmap,
// huge-page advice, populated) paths alike.
#include "runtime/ironman/Scratch.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <utility>

using zpl::im::allocateArray;
using zpl::im::freeArray;
using zpl::im::kHugeBytes;
using zpl::im::Scratch;

namespace {

bool aligned(const void *p, size_t to) {
  return reinterpret_cast<uintptr_t>(p) % to == 0;
}

TEST(Scratch, SizesAlignmentAndMoves) {
  for (size_t bytes : {size_t(1), size_t(100), kHugeBytes - 1, kHugeBytes,
                       3 * kHugeBytes + 12345}) {
    Scratch s(bytes);
    ASSERT_EQ(s.size(), bytes);
    ASSERT_TRUE(aligned(s.data(), 64));
    std::memset(s.data(), 0x5a, bytes); // every byte is writable
    Scratch t(std::move(s));
    EXPECT_TRUE(s.empty());
    EXPECT_EQ(t.size(), bytes);
    EXPECT_EQ(static_cast<unsigned char>(t.data()[bytes - 1]), 0x5a);
    Scratch u;
    u = std::move(t);
    EXPECT_EQ(u.size(), bytes);
    u.reset(0);
    EXPECT_TRUE(u.empty());
    EXPECT_EQ(u.data(), nullptr);
  }
}

TEST(Scratch, ArraysStartZeroed) {
  for (size_t bytes : {size_t(0), size_t(8), size_t(4096), kHugeBytes,
                       5 * kHugeBytes + 8}) {
    // Dirty the heap first, so a reused block would show through.
    for (int k = 0; k < 3; ++k) {
      void *d = allocateArray(bytes);
      std::memset(d, 0xff, bytes);
      freeArray(d);
    }
    auto *p = static_cast<unsigned char *>(allocateArray(bytes));
    ASSERT_TRUE(aligned(p, 64));
    size_t nonzero = 0;
    for (size_t i = 0; i < bytes; ++i)
      nonzero += p[i] != 0;
    EXPECT_EQ(nonzero, 0u) << bytes << " bytes";
    std::memset(p, 1, bytes);
    freeArray(p);
  }
  freeArray(nullptr);
}

} // namespace
