// Variants of the PRK transpose's loop (B += A^T, then A += 1), timed
// interleaved (order reversed every other round) against PRK's own 32 x 32
// tiled loop: the evidence behind the transposed tiles of
// runtime/program/Tiles.h (bench/prk/README.md, session 11).
//
//   g++ -O3 -march=native -ffp-contract=off bench/prk/transpose_variants.cpp -o tv
//   nice -n -10 ./tv 4000 5        # n, rounds after a warm-up
//
// prk32: PRK's loop; zcurT: zplc's blocked loop before the tiles (tile T);
// rblkTxR: R columns of A per step; gtT: a T x T tile transposed into a
// buffer by AVX-512 8 x 8 transposes, then read along rows; gscT: the same
// buffer filled by scalar copies; blk8_T: 8 x 8 blocks left to g++.
// Needs AVX-512 (the gt variants).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <vector>
#include <string>
#include <immintrin.h>
// t[y][x] = src[x*ld + y] for an 8x8 block: rows of src become columns of t
static inline void tr8(const double *src, long ld, double *dst, long ldd) {
  __m512d r0=_mm512_loadu_pd(src+0*ld), r1=_mm512_loadu_pd(src+1*ld), r2=_mm512_loadu_pd(src+2*ld), r3=_mm512_loadu_pd(src+3*ld),
          r4=_mm512_loadu_pd(src+4*ld), r5=_mm512_loadu_pd(src+5*ld), r6=_mm512_loadu_pd(src+6*ld), r7=_mm512_loadu_pd(src+7*ld);
  __m512d t0=_mm512_unpacklo_pd(r0,r1), t1=_mm512_unpackhi_pd(r0,r1), t2=_mm512_unpacklo_pd(r2,r3), t3=_mm512_unpackhi_pd(r2,r3),
          t4=_mm512_unpacklo_pd(r4,r5), t5=_mm512_unpackhi_pd(r4,r5), t6=_mm512_unpacklo_pd(r6,r7), t7=_mm512_unpackhi_pd(r6,r7);
  __m512i i0 = _mm512_set_epi64(13,12,5,4,9,8,1,0), i1 = _mm512_set_epi64(15,14,7,6,11,10,3,2);
  __m512d u0=_mm512_permutex2var_pd(t0,i0,t2), u1=_mm512_permutex2var_pd(t1,i0,t3), u2=_mm512_permutex2var_pd(t0,i1,t2), u3=_mm512_permutex2var_pd(t1,i1,t3),
          u4=_mm512_permutex2var_pd(t4,i0,t6), u5=_mm512_permutex2var_pd(t5,i0,t7), u6=_mm512_permutex2var_pd(t4,i1,t6), u7=_mm512_permutex2var_pd(t5,i1,t7);
  __m512i j0 = _mm512_set_epi64(11,10,9,8,3,2,1,0), j1 = _mm512_set_epi64(15,14,13,12,7,6,5,4);
  _mm512_storeu_pd(dst+0*ldd,_mm512_permutex2var_pd(u0,j0,u4)); _mm512_storeu_pd(dst+1*ldd,_mm512_permutex2var_pd(u1,j0,u5));
  _mm512_storeu_pd(dst+2*ldd,_mm512_permutex2var_pd(u2,j0,u6)); _mm512_storeu_pd(dst+3*ldd,_mm512_permutex2var_pd(u3,j0,u7));
  _mm512_storeu_pd(dst+4*ldd,_mm512_permutex2var_pd(u0,j1,u4)); _mm512_storeu_pd(dst+5*ldd,_mm512_permutex2var_pd(u1,j1,u5));
  _mm512_storeu_pd(dst+6*ldd,_mm512_permutex2var_pd(u2,j1,u6)); _mm512_storeu_pd(dst+7*ldd,_mm512_permutex2var_pd(u3,j1,u7));
}

typedef long L;
static double *A, *B; static L n;
#define NOI __attribute__((noinline))
NOI void prk(L T) {
  for (L it0 = 0; it0 < n; it0 += T)
    for (L jt = 0; jt < n; jt += T)
      for (L i = it0; i < std::min(n, it0 + T); ++i)
        for (L j = jt; j < std::min(n, jt + T); ++j)
          B[i * n + j] += A[j * n + i];
}
template <int T> NOI void zcur() {
  for (L b1 = 0; b1 < n; b1 += T)
    for (L b2 = 0; b2 < n; b2 += T)
      for (L i1 = b1, e = std::min(n - 1, b1 + T - 1); i1 <= e; ++i1) {
        double *__restrict r = B + i1 * n;
        if (b2 + T - 1 <= n - 1) {
#pragma GCC unroll 4
          for (L k = 0; k < T; ++k) { L i2 = b2 + k; r[i2] = r[i2] + A[i2 * n + i1]; }
        } else
          for (L i2 = b2; i2 <= n - 1; ++i2) r[i2] = r[i2] + A[i2 * n + i1];
      }
}
// register-blocked: per tile, R columns of A (contiguous) per i2
template <int T, int R> NOI void rblk() {
  for (L b1 = 0; b1 < n; b1 += T)
    for (L b2 = 0; b2 < n; b2 += T) {
      L e1 = std::min(n, b1 + T), e2 = std::min(n, b2 + T);
      L i1 = b1;
      for (; i1 + R <= e1; i1 += R)
        for (L i2 = b2; i2 < e2; ++i2) {
          const double *a = A + i2 * n + i1;
#pragma GCC unroll 16
          for (int k = 0; k < R; ++k) B[(i1 + k) * n + i2] += a[k];
        }
      for (; i1 < e1; ++i1)
        for (L i2 = b2; i2 < e2; ++i2) B[i1 * n + i2] += A[i2 * n + i1];
    }
}
// 8x8 blocks: inner over i2 chunk of 8 with k unrolled (let g++ vectorize)
template <int T> NOI void blk8() {
  for (L b1 = 0; b1 < n; b1 += T)
    for (L b2 = 0; b2 < n; b2 += T) {
      L e1 = std::min(n, b1 + T), e2 = std::min(n, b2 + T);
      if (e1 - b1 == T && e2 - b2 == T) {
        for (L i1 = b1; i1 < e1; i1 += 8)
          for (L i2 = b2; i2 < e2; i2 += 8) {
            double t[8][8];
            for (int x = 0; x < 8; ++x) for (int y = 0; y < 8; ++y) t[y][x] = A[(i2 + x) * n + i1 + y];
            for (int y = 0; y < 8; ++y) for (int x = 0; x < 8; ++x) B[(i1 + y) * n + i2 + x] += t[y][x];
          }
      } else
        for (L i1 = b1; i1 < e1; ++i1)
          for (L i2 = b2; i2 < e2; ++i2) B[i1 * n + i2] += A[i2 * n + i1];
    }
}
// gather a TxT tile of A^T into a buffer with tr8, then a contiguous body
template <int T> NOI void gtile() {
  alignas(64) static double t[T * T];
  for (L b1 = 0; b1 < n; b1 += T)
    for (L b2 = 0; b2 < n; b2 += T) {
      L e1 = std::min(n, b1 + T), e2 = std::min(n, b2 + T);
      if (e1 - b1 == T && e2 - b2 == T) {
        for (int y = 0; y < T; y += 8) for (int x = 0; x < T; x += 8) tr8(A + (b2 + x) * n + b1 + y, n, t + y * T + x, T);
        for (int y = 0; y < T; ++y) { double *__restrict r = B + (b1 + y) * n + b2; const double *q = t + y * T;
          for (int x = 0; x < T; ++x) r[x] = r[x] + q[x]; }
      } else
        for (L i1 = b1; i1 < e1; ++i1)
          for (L i2 = b2; i2 < e2; ++i2) B[i1 * n + i2] += A[i2 * n + i1];
    }
}
template <int T> NOI void gsc() {
  alignas(64) static double t[T * T];
  for (L b1 = 0; b1 < n; b1 += T)
    for (L b2 = 0; b2 < n; b2 += T) {
      L e1 = std::min(n, b1 + T), e2 = std::min(n, b2 + T);
      if (e1 - b1 == T && e2 - b2 == T) {
        for (int x = 0; x < T; ++x) for (int y = 0; y < T; ++y) t[y * T + x] = A[(b2 + x) * n + b1 + y];
        for (int y = 0; y < T; ++y) { double *__restrict r = B + (b1 + y) * n + b2; const double *q = t + y * T;
          for (int x = 0; x < T; ++x) r[x] = r[x] + q[x]; }
      } else
        for (L i1 = b1; i1 < e1; ++i1)
          for (L i2 = b2; i2 < e2; ++i2) B[i1 * n + i2] += A[i2 * n + i1];
    }
}
// direct: 8x8 transpose in registers then add into B
template <int T> NOI void d8() {
  alignas(64) double t[64];
  for (L b1 = 0; b1 < n; b1 += T)
    for (L b2 = 0; b2 < n; b2 += T) {
      L e1 = std::min(n, b1 + T), e2 = std::min(n, b2 + T);
      if (e1 - b1 == T && e2 - b2 == T) {
        for (L i1 = b1; i1 < e1; i1 += 8) for (L i2 = b2; i2 < e2; i2 += 8) {
          tr8(A + i2 * n + i1, n, t, 8);
          for (int y = 0; y < 8; ++y) { double *__restrict r = B + (i1 + y) * n + i2;
            for (int x = 0; x < 8; ++x) r[x] = r[x] + t[y * 8 + x]; }
        }
      } else
        for (L i1 = b1; i1 < e1; ++i1)
          for (L i2 = b2; i2 < e2; ++i2) B[i1 * n + i2] += A[i2 * n + i1];
    }
}
int main(int argc, char **argv) {
  n = argc > 1 ? atol(argv[1]) : 4000; int rounds = argc > 2 ? atoi(argv[2]) : 5;
  A = (double *)aligned_alloc(64, n * n * 8); B = (double *)aligned_alloc(64, n * n * 8);
  for (L i = 0; i < n * n; ++i) { A[i] = i; B[i] = 0; }
  struct V { const char *name; void (*f)(); };
  static std::vector<V> vs = {
    {"prk32", [] { prk(32); }}, {"zcur32", zcur<32>}, {"zcur64", zcur<64>}, {"zcur16", zcur<16>},
    {"rblk32x4", rblk<32, 4>}, {"rblk32x8", rblk<32, 8>}, {"rblk64x8", rblk<64, 8>}, {"gt32", gtile<32>}, {"gt64", gtile<64>}, {"gsc32", gsc<32>}, {"gsc64", gsc<64>}, {"blk8_256", blk8<256>}};
  std::vector<std::vector<double>> t(vs.size());
  for (int r = 0; r <= rounds; ++r) {
    for (size_t q = 0; q < vs.size(); ++q) {
      size_t v = (r % 2) ? vs.size() - 1 - q : q;
      auto t0 = std::chrono::steady_clock::now();
      for (int k = 0; k < 5; ++k) { vs[v].f(); for (L i = 0; i < n * n; ++i) A[i] += 1.0; }
      double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (r) t[v].push_back(s);
    }
  }
  double sum = 0; for (L i = 0; i < n * n; i += 997) sum += B[i];
  for (size_t v = 0; v < vs.size(); ++v) {
    auto &x = t[v]; std::sort(x.begin(), x.end());
    printf("%-10s min %.4f med %.4f  x%.3f\n", vs[v].name, x[0], x[x.size() / 2], t[0][t[0].size()/2] / x[x.size() / 2]);
  }
  printf("sum %g\n", sum);
}
