// Times the front end on one program: parse (lexing, parsing, AST building)
// and sema, in process, so the numbers exclude process start-up and output.
// Prints one JSON object: per-phase medians and every sample, in seconds.
//
//   zplc-bench-frontend FILE [REPETITIONS]
#include "basic/Diagnostics.h"
#include "frontend/Parser.h"
#include "frontend/Sema.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

namespace {
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::cerr << "usage: zplc-bench-frontend FILE [REPETITIONS]\n";
    return 2;
  }
  int reps = argc > 2 ? std::max(1, std::atoi(argv[2])) : 7;
  std::ifstream in(argv[1], std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  size_t lines = std::count(text.begin(), text.end(), '\n');

  using clock = std::chrono::steady_clock;
  std::vector<double> parse, check, total;
  for (int i = 0; i < reps; ++i) {
    std::ostringstream sink;
    zpl::DiagnosticEngine diags(sink);
    auto t0 = clock::now();
    auto program = zpl::parseProgram(argv[1], text, diags);
    auto t1 = clock::now();
    bool ok = program && zpl::sema::check(*program, diags);
    auto t2 = clock::now();
    if (!ok) {
      std::cerr << "the benchmark program has errors:\n" << sink.str();
      return 1;
    }
    parse.push_back(std::chrono::duration<double>(t1 - t0).count());
    check.push_back(std::chrono::duration<double>(t2 - t1).count());
    total.push_back(std::chrono::duration<double>(t2 - t0).count());
  }
  nlohmann::json j;
  j["file_lines"] = lines;
  j["file_bytes"] = text.size();
  j["repetitions"] = reps;
  j["median_seconds"] = {{"parse", median(parse)},
                         {"sema", median(check)},
                         {"parse_and_sema", median(total)}};
  j["samples_seconds"] = {
      {"parse", parse}, {"sema", check}, {"parse_and_sema", total}};
  std::cout << j.dump(2) << "\n";
  return 0;
}
