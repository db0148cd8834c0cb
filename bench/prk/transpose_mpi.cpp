// The Parallel Research Kernels' Transpose written by hand with MPI, as
// PRK's MPI1 version does it: A and B are split into blocks of rows (zplc's
// default grid at these processor counts is P x 1 too); each iteration adds
// the transpose of A's diagonal block to B in 32 x 32 tiles, then, for each
// phase k = 1..P-1, transposes the block B's owner `rank - k` needs into a
// send buffer (tiled), exchanges it with MPI_Isend/MPI_Irecv and adds the
// block received from `rank + k` to B; then adds 1 to every A. Iteration 0
// warms up; the others are timed, as PRK does. The check is PRK's: B(i,j)
// must be (iters+1)(n*j + i) + iters(iters+1)/2.
// usage: transpose_mpi [-sn=N] [-siters=I]   (n a multiple of P)
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
  if (n % procs != 0) {
    if (rank == 0)
      std::fprintf(stderr, "n must be a multiple of the processor count\n");
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  const long T = 32;           // PRK's default tile
  const long rows = n / procs; // rows lo..lo+rows-1 are this processor's
  const long lo = rank * rows;
  std::vector<double> a(rows * n), b(rows * n, 0.0), work(rows * rows), in(rows * rows);
  for (long i = 0; i < rows; ++i)
    for (long j = 0; j < n; ++j)
      a[i * n + j] = double(n * (lo + i) + j);
  // B(lo + i, col0 + j) += src(i, j) over a rows x rows block, src(i, j) =
  // A(col0 + j, lo + i) for the diagonal block.
  double start = 0;
  for (long it = 0; it <= iters; ++it) {
    if (it == 1) {
      MPI_Barrier(MPI_COMM_WORLD);
      start = MPI_Wtime();
    }
    // The diagonal block: B(lo+i, lo+j) += A(lo+j, lo+i), tiled.
    for (long it0 = 0; it0 < rows; it0 += T)
      for (long jt = 0; jt < rows; jt += T)
        for (long i = it0; i < std::min(rows, it0 + T); ++i)
          for (long j = jt; j < std::min(rows, jt + T); ++j)
            b[i * n + lo + j] += a[j * n + lo + i];
    for (int k = 1; k < procs; ++k) {
      const int to = (rank - k + procs) % procs, from = (rank + k) % procs;
      // `to` owns rows to*rows..: it needs A(lo + j, to*rows + i) as its
      // B(to*rows + i, lo + j); sent as work(i, j), tiled.
      const long c0 = to * rows;
      for (long it0 = 0; it0 < rows; it0 += T)
        for (long jt = 0; jt < rows; jt += T)
          for (long i = it0; i < std::min(rows, it0 + T); ++i)
            for (long j = jt; j < std::min(rows, jt + T); ++j)
              work[i * rows + j] = a[j * n + c0 + i];
      MPI_Request q[2];
      MPI_Irecv(in.data(), int(rows * rows), MPI_DOUBLE, from, k, MPI_COMM_WORLD, &q[0]);
      MPI_Isend(work.data(), int(rows * rows), MPI_DOUBLE, to, k, MPI_COMM_WORLD, &q[1]);
      MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
      const long f0 = from * rows;
      for (long i = 0; i < rows; ++i)
        for (long j = 0; j < rows; ++j)
          b[i * n + f0 + j] += in[i * rows + j];
    }
    for (long x = 0; x < rows * n; ++x)
      a[x] += 1.0;
  }
  double secs = MPI_Wtime() - start;
  double local = 0, err = 0;
  for (long i = 0; i < rows; ++i)
    for (long j = 0; j < n; ++j)
      local += std::fabs(b[i * n + j] - (double(iters + 1) * double(n * j + lo + i) +
                                         double(iters * (iters + 1) / 2)));
  MPI_Reduce(&local, &err, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  MPI_Bcast(&secs, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    std::printf("checksum: %.1f\n", err);
    std::printf("seconds: %.6f\n", secs);
  }
  MPI_Finalize();
  return 0;
}
