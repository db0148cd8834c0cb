// The Parallel Research Kernels' Stencil (star, radius 2) written by hand
// with MPI, as PRK's MPI1 version does it: the n x n grid is split into
// blocks of rows (zplc's default grid at these processor counts is P x 1
// too), each processor keeps R ghost rows above and below, exchanges them
// with MPI_Irecv/MPI_Isend before each sweep, and applies the star to its
// interior points. Same arithmetic in the same order as stencil_bench.zpl,
// so both print the same norm. Iteration 0 warms up; the others are timed
// (MPI_Wtime around the loop, after a barrier), as PRK does.
// usage: stencil_mpi [-sn=N] [-siters=I]
#include <mpi.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, procs;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &procs);
  long n = 4000, iters = 10;
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "-sn=", 4))
      n = std::atol(argv[i] + 4);
    if (!std::strncmp(argv[i], "-siters=", 8))
      iters = std::atol(argv[i] + 8);
  }
  const long R = 2;
  // Rows lo..hi (global, 0-based) are this processor's: blocks of ceil(n/P).
  const long chunk = (n + procs - 1) / procs;
  const long lo = std::min(n, rank * chunk), hi = std::min(n, lo + chunk) - 1;
  const long rows = hi - lo + 1;
  // Local row r (0-based, ghosts included) is global row lo - R + r.
  std::vector<double> in((rows + 2 * R) * n), out(rows * n, 0.0);
  auto IN = [&](long i, long j) -> double & { return in[(i - lo + R) * n + j]; };
  auto OUT = [&](long i, long j) -> double & { return out[(i - lo) * n + j]; };
  for (long i = lo; i <= hi; ++i)
    for (long j = 0; j < n; ++j)
      IN(i, j) = double(i) + double(j);
  const int up = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  const int down = rank + 1 < procs && hi + 1 < n ? rank + 1 : MPI_PROC_NULL;
  // The interior rows this processor updates.
  const long ilo = std::max(lo, R), ihi = std::min(hi, n - 1 - R);
  double start = 0;
  for (long it = 0; it <= iters; ++it) {
    if (it == 1) {
      MPI_Barrier(MPI_COMM_WORLD);
      start = MPI_Wtime();
    }
    MPI_Request q[4];
    MPI_Irecv(&IN(lo - R, 0), int(R * n), MPI_DOUBLE, up, 1, MPI_COMM_WORLD, &q[0]);
    MPI_Irecv(&IN(hi + 1, 0), int(R * n), MPI_DOUBLE, down, 2, MPI_COMM_WORLD, &q[1]);
    MPI_Isend(&IN(lo, 0), int(R * n), MPI_DOUBLE, up, 2, MPI_COMM_WORLD, &q[2]);
    MPI_Isend(&IN(hi - R + 1, 0), int(R * n), MPI_DOUBLE, down, 1, MPI_COMM_WORLD, &q[3]);
    MPI_Waitall(4, q, MPI_STATUSES_IGNORE);
    for (long i = ilo; i <= ihi; ++i) {
      const double *n2 = &IN(i - 2, 0), *n1 = &IN(i - 1, 0), *c = &IN(i, 0), *s1 = &IN(i + 1, 0),
                   *s2 = &IN(i + 2, 0);
      double *o = &OUT(i, 0);
      for (long j = R; j < n - R; ++j)
        o[j] = o[j] - 0.125 * n2[j] - 0.25 * n1[j] + 0.0 * c[j] + 0.25 * s1[j] + 0.125 * s2[j] -
               0.125 * c[j - 2] - 0.25 * c[j - 1] + 0.25 * c[j + 1] + 0.125 * c[j + 2];
    }
    for (long i = lo; i <= hi; ++i) {
      double *c = &IN(i, 0);
      for (long j = 0; j < n; ++j)
        c[j] += 1.0;
    }
  }
  double secs = MPI_Wtime() - start;
  double local = 0, norm = 0;
  for (long i = ilo; i <= ihi; ++i)
    for (long j = R; j < n - R; ++j)
      local += std::fabs(OUT(i, j));
  MPI_Reduce(&local, &norm, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  MPI_Bcast(&secs, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    std::printf("checksum: %.6f\n", norm / double((n - 2 * R) * (n - 2 * R)));
    std::printf("seconds: %.6f\n", secs);
  }
  MPI_Finalize();
  return 0;
}
