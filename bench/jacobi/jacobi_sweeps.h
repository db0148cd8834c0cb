// The loops of one Jacobi sweep, shared by jacobi_serial.cpp and
// jacobi_mpi.cpp. Each works on `rows` consecutive rows of `n` interior
// columns (1..n) starting at row pointer A0 / T0, in arrays of row stride w
// (a one-element border on each side, and the rows above and below present).
//
// Not inlined on purpose: inlined into main, GCC 12 -O2 kept the max
// accumulator in a stack slot (a store and a load in the loop-carried chain),
// and the hand-written program ran 2x slower than the generated one.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#define JACOBI_SWEEP __attribute__((noinline)) inline

// [R] Temp := (A@north + A@east + A@south + A@west) / 4.0;
JACOBI_SWEEP void stencil(const double *A0, double *__restrict T0, long w, long rows, long n) {
  for (long i = 0; i < rows; ++i) {
    const double *a = A0 + i * w;
    double *t = T0 + i * w;
    for (long j = 1; j <= n; ++j)
      t[j] = (a[j - w] + a[j + 1] + a[j + w] + a[j - 1]) / 4.0;
  }
}

// err := max<< abs(A - Temp);   (this processor's part)
JACOBI_SWEEP double maxDiff(const double *A0, const double *T0, long w, long rows, long n) {
  double m = -std::numeric_limits<double>::infinity();
  for (long i = 0; i < rows; ++i) {
    const double *a = A0 + i * w, *t = T0 + i * w;
    for (long j = 1; j <= n; ++j)
      m = std::max(m, std::fabs(a[j] - t[j]));
  }
  return m;
}

// [R] A := Temp;
JACOBI_SWEEP void copyBack(double *A0, const double *T0, long w, long rows, long n) {
  for (long i = 0; i < rows; ++i)
    std::memcpy(A0 + i * w + 1, T0 + i * w + 1, n * sizeof(double));
}

// The first two fused (for jacobi_serial --fused, which then swaps A and T).
JACOBI_SWEEP double stencilMaxDiff(const double *A0, double *__restrict T0, long w, long rows,
                                   long n) {
  double m = -std::numeric_limits<double>::infinity();
  for (long i = 0; i < rows; ++i) {
    const double *a = A0 + i * w;
    double *t = T0 + i * w;
    for (long j = 1; j <= n; ++j) {
      const double v = (a[j - w] + a[j + 1] + a[j + w] + a[j - 1]) / 4.0;
      m = std::max(m, std::fabs(a[j] - v));
      t[j] = v;
    }
  }
  return m;
}

// total := +<< A;   (this processor's part, row-major as zplc's runtime sums)
inline double interiorSum(const double *A0, long w, long rows, long n) {
  double s = 0.0;
  for (long i = 0; i < rows; ++i)
    for (long j = 1; j <= n; ++j)
      s += A0[i * w + j];
  return s;
}
