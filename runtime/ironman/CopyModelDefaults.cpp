// The built-in copy-transfer model: bench/results/zpl-model.txt, written by
// `zpl-calibrate` (threads, then mpi-shm) on the development machine (AMD
// EPYC, 2 cores under KVM, load average 16-30 from other users: the rates
// are indicative; docs/papers.md section 2). Regenerate with
//   /usr/bin/python3 bench/copymodel/run.py --build build
// and paste the file here; ZPL_MODEL=FILE uses a file without rebuilding.
#include "runtime/ironman/CopyModel.h"

#include <stdexcept>

namespace zpl::im {

namespace {
const char *const kDefault = R"(zpl-copy-model 1
strides 1 2 4 8 16 32 64
sizes 64 4096 65536 1048576 8388608
rate mpi-shm read-cross 64 12037.9 12037.9 12037.9 12037.9 12037.9 11959.3 11946.7
rate mpi-shm read-cross 4096 12242.4 11145.2 11145.2 7917.51 6566.97 6566.97 6400.23
rate mpi-shm read-cross 65536 15487 13299.2 12468.9 10199 8398.63 7165.08 6143.65
rate mpi-shm read-cross 1048576 26870.6 26299.2 9442.03 1531.45 945.374 945.374 400.669
rate mpi-shm read-cross 8388608 9148.68 7505.33 2279.89 820.495 820.495 820.495 820.495
rate mpi-shm write-cross 64 12095.3 12095.3 11912.5 11912.5 11912.5 11912.5 11912.5
rate mpi-shm write-cross 4096 12166 5118.65 2948.89 2133.22 1498.82 1498.82 1402.85
rate mpi-shm write-cross 65536 15946.4 9983.57 6336.67 3168.14 1873.57 1873.57 1780.06
rate mpi-shm write-cross 1048576 27496 14237.3 4115.66 4115.66 1083.32 1083.32 1083.32
rate mpi-shm write-cross 8388608 6530.51 6530.51 673.433 401.025 401.025 401.025 401.025
rate mpi-shm gather 64 2466.3 2422.48 2422.48 2419.43 2169.16 2169.16 2169.16
rate mpi-shm gather 4096 65026.7 41785.8 39970.3 13319.6 10880.4 10880.4 10715.6
rate mpi-shm gather 65536 51684.8 37088.1 23346.9 12241.2 7145.5 7145.5 6546.84
rate mpi-shm gather 1048576 47335 33744.2 19737.6 10656 2147.65 1052.55 888.345
rate mpi-shm gather 8388608 30975.8 11960.7 3126.43 683.604 683.604 683.604 584.097
fixed mpi-shm chained 3.50867e-07
fixed mpi-shm packed 3.08427e-07
rate threads read-cross 64 4373.52 4373.52 4009.4 4009.4 3831.25 3831.25 1537.57
rate threads read-cross 4096 437226 436793 313180 125205 33726 33726 30444.4
rate threads read-cross 65536 48106.4 37077.9 23831.5 12972 11366.8 9495.61 8157.78
rate threads read-cross 1048576 45800.9 33975.7 10860.5 5963.7 2093.79 1406.34 1062.38
rate threads read-cross 8388608 12794.5 11888.3 3266.94 1627.53 936.944 936.944 936.944
rate threads write-cross 64 1774.14 1621.6 684.231 684.231 521.466 521.466 478.407
rate threads write-cross 4096 445529 358926 40456.7 12028.5 11992.7 11992.7 7908.91
rate threads write-cross 65536 48611.1 28747.3 17260.7 10508 10508 9231.87 5809.24
rate threads write-cross 1048576 45834.2 29190.9 7391.55 6008.86 2844.46 1375.32 1013.73
rate threads write-cross 8388608 10754.2 8964.68 3112.74 901.555 901.555 901.555 901.555
rate threads gather 64 2466.07 2422.31 2422.31 2422.31 2168.94 2168.91 2168.55
rate threads gather 4096 64346 44314.2 24586.1 19072.5 10833.1 10833.1 10833.1
rate threads gather 65536 51995.2 37882.4 23365.3 12496.8 8241.42 7994.21 7787.07
rate threads gather 1048576 47352.7 33844.1 19868.7 10311.4 1679.34 1021.86 876.667
rate threads gather 8388608 28797.9 11868 3209.04 902.033 902.033 902.033 902.033
fixed threads chained 3.19615e-07
fixed threads packed 3.31605e-07
cache entry-seconds 2.50312e-08
cache read-mbps 28477.3
cache write-mbps 47060.1
)";
} // namespace

CopyModel CopyModel::builtin() {
  CopyModel m;
  std::string error;
  if (!parse(kDefault, &m, &error))
    throw std::logic_error("built-in copy model: " + error);
  return m;
}

} // namespace zpl::im
