/* SUMMA matrix multiplication: at step k, column k of A is flooded across the
   columns and row k of B down the rows, and their product is accumulated in C.
   The result is compared with the closed form of the same product. */
program summa;

config var n : integer = 6;

region R = [1..n, 1..n];

var A, B, C, E : [R] double;
    Diag       : [R] boolean;
    err        : double;
    trace      : double;
    k          : integer;

procedure summa();
[R] begin
  A := to_double(Index1 + Index2 - 1);
  B := to_double(Index1 - Index2);
  C := 0.0;

  for k := 1 to n do
    C += (>>[ , k] A) * (>>[k, ] B);
  end;

  -- E(i,j) = sum over k of (i + k - 1) * (k - j)
  E := 0.0;
  for k := 1 to n do
    E += to_double((Index1 + k - 1) * (k - Index2));
  end;

  err := max<< abs(C - E);
  Diag := Index1 = Index2;
  [R with Diag] trace := +<< C;
  writeln("C =");
  writeln(C);
  writeln("trace: ", "%.1f":trace);
  writeln("max error: ", "%.3f":err);
end;
