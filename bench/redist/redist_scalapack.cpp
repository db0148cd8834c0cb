// The four redistributions of bench/redist/redist.zpl done by ScaLAPACK's
// pdgemr2d (Debian's libscalapack-openmpi), the peer of zplc's
// `[T] B := A;` in bench/redist/run.py. Same matrix (n x n doubles, A(i,j) =
// i*n + j, 1-based, plus 1 before every call), same process grids, same
// output line: processor 0's time of the first call, the median of the next
// `reps`, and a checksum over B.
//   usage: mpirun -np P redist_scalapack n reps case p1 p2
// (p1 x p2 is the grid of case 4; cases 1-3 use 1 x P or P x 1.)
// ScaLAPACK stores matrices column-major, zplc row-major: the case whose
// moved pieces are contiguous columns here (case 1) has strided ones in zplc
// and the other way round (case 2); both are reported.
#include <mpi.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

extern "C" {
void Cblacs_pinfo(int *me, int *procs);
void Cblacs_get(int ctxt, int what, int *value);
void Cblacs_gridinit(int *ctxt, const char *order, int rows, int cols);
void Cblacs_gridinfo(int ctxt, int *rows, int *cols, int *row, int *col);
void Cblacs_gridexit(int ctxt);
void Cblacs_exit(int notDone);
int numroc_(const int *n, const int *nb, const int *iproc, const int *isrc,
            const int *nprocs);
void descinit_(int *desc, const int *m, const int *n, const int *mb,
               const int *nb, const int *irsrc, const int *icsrc,
               const int *ctxt, const int *lld, int *info);
void pdgemr2d_(const int *m, const int *n, const double *a, const int *ia,
               const int *ja, const int *desca, double *b, const int *ib,
               const int *jb, const int *descb, const int *ctxt);
}

namespace {

struct Dist {
  int mb, nb; // block sizes in rows and columns
};

struct Local {
  std::vector<double> data;
  int rows = 0, cols = 0;
  int desc[9] = {};
};

Local make(int n, Dist d, int ctxt, int nprow, int npcol, int myrow,
           int mycol) {
  Local l;
  const int zero = 0;
  l.rows = numroc_(&n, &d.mb, &myrow, &zero, &nprow);
  l.cols = numroc_(&n, &d.nb, &mycol, &zero, &npcol);
  int lld = std::max(1, l.rows), info = 0;
  descinit_(l.desc, &n, &n, &d.mb, &d.nb, &zero, &zero, &ctxt, &lld, &info);
  if (info != 0) {
    std::fprintf(stderr, "descinit_ failed: %d\n", info);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  l.data.assign(size_t(lld) * std::max(1, l.cols), 0.0);
  return l;
}

// Global (0-based) index of local index `l` in a block-cyclic dimension.
long global(int l, int nb, int me, int procs) {
  return (long(l / nb) * procs + me) * nb + l % nb;
}

} // namespace

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  if (argc < 6) {
    std::fprintf(stderr, "usage: redist_scalapack n reps case p1 p2\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  const int n = std::atoi(argv[1]), reps = std::atoi(argv[2]),
            kase = std::atoi(argv[3]), p1 = std::atoi(argv[4]),
            p2 = std::atoi(argv[5]);
  int me = 0, procs = 1;
  Cblacs_pinfo(&me, &procs);
  int nprow = 1, npcol = procs;
  const int blk = (n + procs - 1) / procs;
  Dist src{n, blk}, dst{n, 1};
  switch (kase) {
  case 1: // (*, block) -> (*, cyclic)
    break;
  case 2: // (block, *) -> (cyclic, *)
    nprow = procs, npcol = 1;
    src = {blk, n}, dst = {1, n};
    break;
  case 3: // (*, cyclic(64)) -> (*, block)
    src = {n, 64}, dst = {n, blk};
    break;
  default: // (cyclic(64), cyclic(64)) -> (block, block)
    nprow = p1, npcol = p2;
    src = {64, 64}, dst = {(n + p1 - 1) / p1, (n + p2 - 1) / p2};
    break;
  }
  int ctxt = 0;
  Cblacs_get(0, 0, &ctxt);
  Cblacs_gridinit(&ctxt, "Row", nprow, npcol);
  int r = 0, c = 0, myrow = 0, mycol = 0;
  Cblacs_gridinfo(ctxt, &r, &c, &myrow, &mycol);
  Local a = make(n, src, ctxt, nprow, npcol, myrow, mycol);
  Local b = make(n, dst, ctxt, nprow, npcol, myrow, mycol);
  const int lda = a.desc[8];
  for (int j = 0; j < a.cols; ++j)
    for (int i = 0; i < a.rows; ++i) {
      long gi = global(i, src.mb, myrow, nprow) + 1;
      long gj = global(j, src.nb, mycol, npcol) + 1;
      a.data[size_t(j) * lda + i] = double(gi) * n + double(gj);
    }
  const int one = 1;
  double first = 0;
  std::vector<double> times;
  for (int k = 0; k <= reps; ++k) {
    for (int j = 0; j < a.cols; ++j)
      for (int i = 0; i < a.rows; ++i)
        a.data[size_t(j) * lda + i] += 1.0;
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    pdgemr2d_(&n, &n, a.data.data(), &one, &one, a.desc, b.data.data(), &one,
              &one, b.desc, &ctxt);
    double t = MPI_Wtime() - t0;
    if (k == 0)
      first = t;
    else
      times.push_back(t);
  }
  std::sort(times.begin(), times.end());
  double steady = times.empty() ? 0 : times[(times.size() - 1) / 2];
  const int ldb = b.desc[8];
  double sum = 0;
  for (int j = 0; j < b.cols; ++j)
    for (int i = 0; i < b.rows; ++i)
      sum += b.data[size_t(j) * ldb + i];
  double total = 0;
  MPI_Reduce(&sum, &total, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (me == 0)
    std::printf("first: %.6f steady: %.6f checksum: %.1f\n", first, steady,
                total);
  Cblacs_gridexit(ctxt);
  Cblacs_exit(1);
  MPI_Finalize();
  return 0;
}
