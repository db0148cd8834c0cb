// The MPI floor of bench/redist/run.py's four redistributions: what moving
// their bytes costs through Open MPI alone, with nothing packed or unpacked.
// Every processor holds, contiguous per destination, exactly the elements a
// redistribution sends there (its own part included, which the library
// copies locally), and exchanges them with one MPI_Alltoallv and, in
// alternate repetitions, with one nonblocking send and receive per peer.
// No implementation of a redistribution on MPI point-to-point or
// collectives can move those bytes faster than this: the figure against
// which run.py weighs the targets "mpi within 1.3x of mpi-shm" and "mpi
// 1.5x pdgemr2d" (bench/redist/README.md).
//   usage: mpirun -np P redist_floor n reps case p1 p2
// Output as the other variants: processor 0's time of the first exchange
// and the median of the next `reps` of the faster method, and a checksum
// (of the received bytes: not comparable with the others').
#include <mpi.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {
// A dimension's format: '*' (all on coordinate 0), 'b' block, 'c' cyclic(k).
struct Format {
  char kind;
  long k;
};

// The processor coordinate of 0-based index i of n under `f` on p.
int owner(Format f, long i, long n, int p) {
  switch (f.kind) {
  case '*':
    return 0;
  case 'b':
    return int(i / ((n + p - 1) / p));
  default:
    return int((i / f.k) % p);
  }
}

// counts[a * p + b]: the indices of a dimension owned by coordinate a
// under `from` and by coordinate b under `to`.
std::vector<long> pairs(Format from, Format to, long n, int p) {
  std::vector<long> counts(size_t(p) * p, 0);
  for (long i = 0; i < n; ++i)
    ++counts[size_t(owner(from, i, n, p)) * p + owner(to, i, n, p)];
  return counts;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[(v.size() - 1) / 2];
}
} // namespace

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  if (argc < 6) {
    std::fprintf(stderr, "usage: redist_floor n reps case p1 p2\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  const long n = std::atol(argv[1]);
  const int reps = std::atoi(argv[2]), kase = std::atoi(argv[3]),
            g1 = std::atoi(argv[4]), g2 = std::atoi(argv[5]);
  int me = 0, procs = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  MPI_Comm_size(MPI_COMM_WORLD, &procs);
  // Grid and formats of the case, as in redist.zpl (ranks row-major).
  int p1 = 1, p2 = procs;
  Format sr{'*', 0}, sc{'b', 0}, tr{'*', 0}, tc{'c', 1};
  switch (kase) {
  case 1:
    break;
  case 2:
    p1 = procs, p2 = 1;
    sr = {'b', 0}, sc = {'*', 0}, tr = {'c', 1}, tc = {'*', 0};
    break;
  case 3:
    sc = {'c', 64}, tc = {'b', 0};
    break;
  default:
    p1 = g1, p2 = g2;
    sr = sc = {'c', 64};
    tr = tc = {'b', 0};
    break;
  }
  if (p1 * p2 != procs) {
    std::fprintf(stderr, "grid %d x %d does not fit %d processors\n", p1, p2,
                 procs);
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  const std::vector<long> rows = pairs(sr, tr, n, p1), cols = pairs(sc, tc, n, p2);
  const int myr = me / p2, myc = me % p2;
  std::vector<int> scount(procs), sdispl(procs), rcount(procs), rdispl(procs);
  long sent = 0, received = 0;
  for (int q = 0; q < procs; ++q) {
    const int qr = q / p2, qc = q % p2;
    const long out = rows[size_t(myr) * p1 + qr] * cols[size_t(myc) * p2 + qc];
    const long in = rows[size_t(qr) * p1 + myr] * cols[size_t(qc) * p2 + myc];
    scount[q] = int(out), sdispl[q] = int(sent), sent += out;
    rcount[q] = int(in), rdispl[q] = int(received), received += in;
  }
  std::vector<double> a(size_t(std::max(1L, sent))), b(size_t(std::max(1L, received)));
  for (long i = 0; i < sent; ++i)
    a[size_t(i)] = double(me) * double(n) * double(n) + double(i);
  std::vector<MPI_Request> req(size_t(2) * procs);
  double first = 0;
  std::vector<double> collective, pointToPoint;
  for (int k = 0; k <= 2 * reps; ++k) {
    for (long i = 0; i < sent; ++i)
      a[size_t(i)] += 1.0;
    MPI_Barrier(MPI_COMM_WORLD);
    const double t0 = MPI_Wtime();
    if (k % 2 == 0) {
      MPI_Alltoallv(a.data(), scount.data(), sdispl.data(), MPI_DOUBLE, b.data(),
                    rcount.data(), rdispl.data(), MPI_DOUBLE, MPI_COMM_WORLD);
    } else {
      int m = 0;
      for (int q = 0; q < procs; ++q)
        if (rcount[q] > 0)
          MPI_Irecv(b.data() + rdispl[q], rcount[q], MPI_DOUBLE, q, 7,
                    MPI_COMM_WORLD, &req[size_t(m++)]);
      for (int q = 0; q < procs; ++q)
        if (scount[q] > 0)
          MPI_Isend(a.data() + sdispl[q], scount[q], MPI_DOUBLE, q, 7,
                    MPI_COMM_WORLD, &req[size_t(m++)]);
      MPI_Waitall(m, req.data(), MPI_STATUSES_IGNORE);
    }
    const double t = MPI_Wtime() - t0;
    if (k == 0)
      first = t;
    else
      (k % 2 == 0 ? collective : pointToPoint).push_back(t);
  }
  double sum = 0;
  for (long i = 0; i < received; ++i)
    sum += b[size_t(i)];
  double total = 0;
  MPI_Reduce(&sum, &total, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (me == 0)
    std::printf("first: %.6f steady: %.6f checksum: floor-%.1f alltoallv: %.6f "
                "isend: %.6f\n",
                first, std::min(median(collective), median(pointToPoint)), total,
                median(collective), median(pointToPoint));
  MPI_Finalize();
  return 0;
}
