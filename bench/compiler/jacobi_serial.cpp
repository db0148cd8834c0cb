// Hand-written serial Jacobi: the peer of the generated code on one
// processor. Same arrays (with a one-element border), same three sweeps per
// iteration, same timing points.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char **argv) {
  long n = 2048, iters = 100;
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "-sn=", 4)) n = std::atol(argv[i] + 4);
    if (!std::strncmp(argv[i], "-siters=", 8)) iters = std::atol(argv[i] + 8);
  }
  const long w = n + 2;
  std::vector<double> A(w * w, 0.0), T(w * w, 0.0);
  for (long j = 1; j <= n; ++j)
    A[(n + 1) * w + j] = 1.0;
  double err = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (long it = 0; it < iters; ++it) {
    for (long i = 1; i <= n; ++i) {
      const double *a = &A[i * w];
      double *t = &T[i * w];
      for (long j = 1; j <= n; ++j)
        t[j] = (a[j - w] + a[j + 1] + a[j + w] + a[j - 1]) / 4.0;
    }
    err = -INFINITY;
    for (long i = 1; i <= n; ++i)
      for (long j = 1; j <= n; ++j)
        err = std::max(err, std::fabs(A[i * w + j] - T[i * w + j]));
    for (long i = 1; i <= n; ++i)
      std::memcpy(&A[i * w + 1], &T[i * w + 1], n * sizeof(double));
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("err: %.12f\nseconds: %.6f\n", err, secs);
}
