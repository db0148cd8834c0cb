// Hand-written serial Jacobi: the one-processor peer of the code zplc generates
// for jacobi_bench.zpl (and, with -siters=0, for examples/jacobi.zpl).
//
// It does what the ZPL program says, the way a C++ programmer would write
// those statements by hand: an (n+2) x (n+2) array with a one-element border
// (south border 1.0, the others 0.0), and per sweep
//   Temp := mean of the four neighbours;  err := max |A - Temp|;  A := Temp
// as three loops over the interior. `--fused` instead computes the error in
// the stencil loop and swaps the arrays (two sweeps' worth of memory traffic
// fewer): a reference for what loop fusion would buy, not the peer of the
// target ratio.
//
// Flags (the generated program's spelling, unknown flags are ignored):
//   -sn=N        interior size (default 2048)
//   -siters=K    fixed number of sweeps (default 100); 0 iterates until
//                err < delta, like examples/jacobi.zpl, and prints its lines
//   -sdelta=D    convergence threshold for -siters=0 (default 0.001)
//   --fused      the fused variant described above
// Output: the lines the ZPL program prints, the fixed-sweep form ending with
// "seconds: " and the time of the sweep loop alone.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

#include "jacobi_sweeps.h"

int main(int argc, char **argv) {
  long n = 2048, iters = 100;
  double delta = 0.001;
  bool fused = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "-sn=", 4))
      n = std::atol(argv[i] + 4);
    else if (!std::strncmp(argv[i], "-siters=", 8))
      iters = std::atol(argv[i] + 8);
    else if (!std::strncmp(argv[i], "-sdelta=", 8))
      delta = std::atof(argv[i] + 8);
    else if (!std::strcmp(argv[i], "--fused"))
      fused = true;
  }
  const long w = n + 2;
  std::vector<double> a(w * w, 0.0), t(w * w, 0.0);
  for (long j = 1; j <= n; ++j)
    a[(n + 1) * w + j] = 1.0;
  if (fused) // Temp becomes A after a swap, so it needs the borders too
    t = a;
  double *A = a.data(), *T = t.data();

  double err = 0;
  long done = 0;
  const bool converge = iters <= 0;
  auto t0 = std::chrono::steady_clock::now();
  while (converge || done < iters) {
    if (!fused) {
      stencil(A + w, T + w, w, n, n);
      err = maxDiff(A + w, T + w, w, n, n);
      copyBack(A + w, T + w, w, n, n);
    } else {
      err = stencilMaxDiff(A + w, T + w, w, n, n);
      std::swap(A, T);
    }
    ++done;
    if (converge && err < delta)
      break;
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  const double total = interiorSum(A + w, w, n, n);
  std::printf("iterations: %9ld \n", done);
  if (converge) {
    std::printf("error: %.6f\ninterior sum: %.6f\n", err, total);
  } else {
    std::printf("error: %.12f\ninterior sum: %.9f\nseconds: %.6f\n", err, total, secs);
  }
  return 0;
}
