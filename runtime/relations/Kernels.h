// The executors' kernels: they move one run (n elements at a stride on each
// side) or one block (rows x run) of elements, with the element size and the
// small strides known at compile time where it pays. Internal to the
// relations library: the decoder (Decoder.h) feeds them blocks.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace zpl::rel {

template <size_t ES> inline void moveOne(char *b, const char *a, size_t es) {
  std::memcpy(b, a, ES ? ES : es);
}

// Contiguous copies. Rows shorter than two cache lines are moved inline:
// there a call to memcpy costs as much as the copy. From 128 bytes on,
// glibc's memcpy (vector code chosen for the CPU at run time) beat both an
// inline loop of 16-byte moves and `rep movsb` on the development machine.
inline void copyBytes(char *b, const char *a, size_t bytes, bool mayOverlap) {
  if (mayOverlap) {
    std::memmove(b, a, bytes);
    return;
  }
  if (bytes >= 128) {
    std::memcpy(b, a, bytes);
    return;
  }
  size_t i = 0;
  for (; i + 64 <= bytes; i += 64)
    std::memcpy(b + i, a + i, 64);
  for (; i + 8 <= bytes; i += 8)
    std::memcpy(b + i, a + i, 8);
  for (; i < bytes; ++i)
    b[i] = a[i];
}

// Strides known at compile time, four independent moves an iteration: the
// loads of an iteration are in flight together, which is what keeps a
// strided gather going when memory is busy (measured: 1.6x a plain loop
// with other processes competing for memory, equal when idle).
template <size_t ES, int S>
inline void gatherFixed(const char *a, char *b, int64_t n) {
  constexpr int64_t E = static_cast<int64_t>(ES);
  int64_t i = 0;
  for (; i + 4 <= n; i += 4, a += 4 * S * E, b += 4 * E) {
    std::memcpy(b, a, ES);
    std::memcpy(b + E, a + S * E, ES);
    std::memcpy(b + 2 * E, a + 2 * S * E, ES);
    std::memcpy(b + 3 * E, a + 3 * S * E, ES);
  }
  for (; i < n; ++i, a += S * E, b += E)
    std::memcpy(b, a, ES);
}
template <size_t ES, int S>
inline void scatterFixed(const char *a, char *b, int64_t n) {
  constexpr int64_t E = static_cast<int64_t>(ES);
  int64_t i = 0;
  for (; i + 4 <= n; i += 4, a += 4 * E, b += 4 * S * E) {
    std::memcpy(b, a, ES);
    std::memcpy(b + S * E, a + E, ES);
    std::memcpy(b + 2 * S * E, a + 2 * E, ES);
    std::memcpy(b + 3 * S * E, a + 3 * E, ES);
  }
  for (; i < n; ++i, a += E, b += S * E)
    std::memcpy(b, a, ES);
}

// Moves n elements from a (stride sa) to b (stride sb); strides in elements.
template <size_t ES>
inline void moveRun(const char *a, int64_t sa, char *b, int64_t sb, int64_t n,
                    size_t es, bool mayOverlap) {
  const int64_t E = static_cast<int64_t>(ES ? ES : es);
  if (sa == 1 && sb == 1) {
    copyBytes(b, a, static_cast<size_t>(n * E), mayOverlap);
    return;
  }
  if constexpr (ES != 0) {
    if (sb == 1) {
      switch (sa) {
      case 2:
        return gatherFixed<ES, 2>(a, b, n);
      case 3:
        return gatherFixed<ES, 3>(a, b, n);
      case 4:
        return gatherFixed<ES, 4>(a, b, n);
      case 8:
        return gatherFixed<ES, 8>(a, b, n);
      default:
        break;
      }
    } else if (sa == 1) {
      switch (sb) {
      case 2:
        return scatterFixed<ES, 2>(a, b, n);
      case 3:
        return scatterFixed<ES, 3>(a, b, n);
      case 4:
        return scatterFixed<ES, 4>(a, b, n);
      case 8:
        return scatterFixed<ES, 8>(a, b, n);
      default:
        break;
      }
    }
  }
  const int64_t stepA = sa * E, stepB = sb * E;
  int64_t i = 0;
  // Four independent element moves per iteration keep the load and store
  // ports busy; a compile-time element size makes each a single mov.
  for (; i + 4 <= n; i += 4) {
    moveOne<ES>(b, a, es);
    moveOne<ES>(b + stepB, a + stepA, es);
    moveOne<ES>(b + 2 * stepB, a + 2 * stepA, es);
    moveOne<ES>(b + 3 * stepB, a + 3 * stepA, es);
    a += 4 * stepA;
    b += 4 * stepB;
  }
  for (; i < n; ++i, a += stepA, b += stepB)
    moveOne<ES>(b, a, es);
}

// Moves `rows` rows of n elements: element (r, i) goes from a[r*ao + i*ai]
// to b[r*bo + i*bi]. When a side walks a row with a stride longer than a
// cache line but its rows start within one line of each other (the usual
// transpose), rows are taken in tiles and walked column by column, so that
// every line on that side is filled while it is still in L1; that is also the
// order a compiler's loop interchange would pick for a fixed pattern.
// `mayOverlap` (a copy) only makes contiguous rows go through memmove: a
// copy's elements either do not overlap or map onto themselves
// (EncodedView's contract), so tiles are as right for it as for a gather;
// untiled, a chained transpose wrote every element to a line and a page of
// its own (0.6x PRK's transpose on threads at np 2, bench/prk).
template <size_t ES>
void moveBlock(const char *a, int64_t ai, int64_t ao, char *b, int64_t bi,
               int64_t bo, int64_t n, int64_t rows, size_t es,
               bool mayOverlap) {
  const int64_t E = static_cast<int64_t>(ES ? ES : es);
  if (ai == 1 && bi == 1 && ao == n && bo == n) {
    moveRun<ES>(a, 1, b, 1, n * rows, es, mayOverlap);
    return;
  }
  auto transposed = [&](int64_t inner, int64_t outer) {
    int64_t ui = inner < 0 ? -inner : inner, uo = outer < 0 ? -outer : outer;
    return ui * E > 64 && uo * E < 64 && uo < ui;
  };
  if ((transposed(ai, ao) || transposed(bi, bo)) && n > 1) {
    int64_t uo =
        std::max<int64_t>(1, std::min(ao < 0 ? -ao : ao, bo < 0 ? -bo : bo));
    int64_t tile = std::max<int64_t>(2, std::min<int64_t>(32, 128 / (uo * E)));
    constexpr int64_t kFullTile =
        ES ? 128 / static_cast<int64_t>(ES ? ES : 1) : 0;
    for (int64_t r0 = 0; r0 < rows; r0 += tile) {
      int64_t h = std::min(tile, rows - r0);
      const char *ar = a + r0 * ao * E;
      char *br = b + r0 * bo * E;
      if constexpr (ES != 0) {
        // The usual transpose: one side's rows are adjacent elements, so a
        // tile's column is 128 contiguous bytes; a constant trip count lets
        // the compiler unroll it into straight-line moves.
        if (h == kFullTile && (bo == 1 || ao == 1)) {
          for (int64_t i = 0; i < n; ++i) {
            const char *ac = ar + i * ai * E;
            char *bc = br + i * bi * E;
            // Elements pass through 16-byte groups, so that the contiguous
            // side moves whole vector registers.
            constexpr int64_t G = ES >= 16 ? 1 : 16 / static_cast<int64_t>(ES);
            char grp[G * ES];
            if (bo == 1)
              for (int64_t t = 0; t < kFullTile; t += G) {
                for (int64_t g = 0; g < G; ++g)
                  std::memcpy(grp + g * E, ac + (t + g) * ao * E, ES);
                std::memcpy(bc + t * E, grp, sizeof grp);
              }
            else
              for (int64_t t = 0; t < kFullTile; t += G) {
                std::memcpy(grp, ac + t * E, sizeof grp);
                for (int64_t g = 0; g < G; ++g)
                  std::memcpy(bc + (t + g) * bo * E, grp + g * E, ES);
              }
          }
          continue;
        }
      }
      for (int64_t i = 0; i < n; ++i) {
        const char *ac = ar + i * ai * E;
        char *bc = br + i * bi * E;
        for (int64_t t = 0; t < h; ++t)
          moveOne<ES>(bc + t * bo * E, ac + t * ao * E, es);
      }
    }
    return;
  }
  for (int64_t r = 0; r < rows; ++r)
    moveRun<ES>(a + r * ao * E, ai, b + r * bo * E, bi, n, es, mayOverlap);
}

} // namespace zpl::rel
