// Transposed tiles for the blocked loops of statements that read a remap's
// source permuted (codegen/emit/Fusion.cpp). `[R] B := B + A#[Index2, Index1]`
// reads A down its columns; read element by element that is one strided load
// per element, about 0.95x the hand-written PRK transpose at np 1. With
// AVX-512, a kTile x kTile block of A is first transposed into a buffer eight
// rows at a time (eight full-line loads, 24 shuffles, eight stores), and the
// statement then reads the buffer along its rows, which g++ vectorises like
// any contiguous loop (bench/prk/README.md, 2026-11-27, session 11).
#pragma once

#include <cstdint>
#include <cstring>

#if defined(__AVX512F__)
#include <immintrin.h>
#endif

namespace zplc {

// The side of the blocks in which statements that read a remap's source
// permuted visit their last two dimensions: 32 x 32 doubles of the source
// (8 KiB) stay in a first-level cache while the block is read across.
constexpr int64_t kTile = 32;

// Whether transposeTile is faster than strided reads for 8-byte elements: only
// with the AVX-512 shuffles (a scalar gather into the buffer measured 0.66x
// the strided loop it would replace). The generated code tests it, and the
// compiler drops the branch it rules out.
#if defined(__AVX512F__)
constexpr bool kTransposeTiles = true;
#else
constexpr bool kTransposeTiles = false;
#endif

namespace detail {
#if defined(__AVX512F__)
// dst[r * ldd + c] = src[c * ld + r] for r, c in 0..7, on raw 8-byte lanes
// (the shuffles move bits; integer elements are safe in double registers).
inline void transpose8x8(const void *srcv, int64_t ld, void *dstv, int64_t ldd) {
  const double *src = static_cast<const double *>(srcv);
  double *dst = static_cast<double *>(dstv);
  __m512d r0 = _mm512_loadu_pd(src), r1 = _mm512_loadu_pd(src + ld), r2 = _mm512_loadu_pd(src + 2 * ld),
          r3 = _mm512_loadu_pd(src + 3 * ld), r4 = _mm512_loadu_pd(src + 4 * ld),
          r5 = _mm512_loadu_pd(src + 5 * ld), r6 = _mm512_loadu_pd(src + 6 * ld),
          r7 = _mm512_loadu_pd(src + 7 * ld);
  // Pairs of rows interleaved: t0 = (r0[0] r1[0] r0[2] r1[2] ...), t1 the odd lanes.
  __m512d t0 = _mm512_unpacklo_pd(r0, r1), t1 = _mm512_unpackhi_pd(r0, r1);
  __m512d t2 = _mm512_unpacklo_pd(r2, r3), t3 = _mm512_unpackhi_pd(r2, r3);
  __m512d t4 = _mm512_unpacklo_pd(r4, r5), t5 = _mm512_unpackhi_pd(r4, r5);
  __m512d t6 = _mm512_unpacklo_pd(r6, r7), t7 = _mm512_unpackhi_pd(r6, r7);
  // Then groups of four rows, then all eight.
  const __m512i lo4 = _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0);
  const __m512i hi4 = _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2);
  __m512d u0 = _mm512_permutex2var_pd(t0, lo4, t2), u1 = _mm512_permutex2var_pd(t1, lo4, t3);
  __m512d u2 = _mm512_permutex2var_pd(t0, hi4, t2), u3 = _mm512_permutex2var_pd(t1, hi4, t3);
  __m512d u4 = _mm512_permutex2var_pd(t4, lo4, t6), u5 = _mm512_permutex2var_pd(t5, lo4, t7);
  __m512d u6 = _mm512_permutex2var_pd(t4, hi4, t6), u7 = _mm512_permutex2var_pd(t5, hi4, t7);
  const __m512i lo8 = _mm512_set_epi64(11, 10, 9, 8, 3, 2, 1, 0);
  const __m512i hi8 = _mm512_set_epi64(15, 14, 13, 12, 7, 6, 5, 4);
  _mm512_storeu_pd(dst, _mm512_permutex2var_pd(u0, lo8, u4));
  _mm512_storeu_pd(dst + ldd, _mm512_permutex2var_pd(u1, lo8, u5));
  _mm512_storeu_pd(dst + 2 * ldd, _mm512_permutex2var_pd(u2, lo8, u6));
  _mm512_storeu_pd(dst + 3 * ldd, _mm512_permutex2var_pd(u3, lo8, u7));
  _mm512_storeu_pd(dst + 4 * ldd, _mm512_permutex2var_pd(u0, hi8, u4));
  _mm512_storeu_pd(dst + 5 * ldd, _mm512_permutex2var_pd(u1, hi8, u5));
  _mm512_storeu_pd(dst + 6 * ldd, _mm512_permutex2var_pd(u2, hi8, u6));
  _mm512_storeu_pd(dst + 7 * ldd, _mm512_permutex2var_pd(u3, hi8, u7));
}
#endif
} // namespace detail

// dst[y * kTile + x] = src[x * ld + y] for y, x in 0..kTile-1: the block
// whose row x starts at src + x * ld, transposed into a kTile x kTile buffer.
template <class T>
inline void transposeTile(const T *src, int64_t ld, T *dst) {
  static_assert(sizeof(T) == 8, "transposed tiles are of 8-byte elements");
#if defined(__AVX512F__)
  for (int64_t y = 0; y < kTile; y += 8)
    for (int64_t x = 0; x < kTile; x += 8)
      detail::transpose8x8(src + x * ld + y, ld, dst + y * kTile + x, kTile);
#else
  for (int64_t x = 0; x < kTile; ++x)
    for (int64_t y = 0; y < kTile; ++y)
      std::memcpy(dst + y * kTile + x, src + x * ld + y, sizeof(T));
#endif
}

} // namespace zplc
