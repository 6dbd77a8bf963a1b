// Logarithms of the sigmoid and of the standard normal distribution that stay
// accurate where the plain formulas underflow or cancel (|x| up to several hundred),
// for the expert log densities of expert.cpp.
#pragma once

namespace pairrank::stats {

double logSigmoid(double x);   // log σ(x)
double logNormalPdf(double x); // log φ(x)
double logNormalCdf(double x); // log Φ(x)

// The inverse Mills ratio λ(x) = φ(x) / Φ(x) = (log Φ)'(x); it tends to −x as x → −∞.
double inverseMillsRatio(double x);

} // namespace pairrank::stats
