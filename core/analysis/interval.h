// An estimate with its 95 % interval, as the analyses and the run report them.
#pragma once

namespace pairrank::analysis {

struct Interval {
    double lower = 0.0;
    double upper = 0.0;
};

struct EstimateWithInterval {
    double value = 0.0;
    Interval interval;  // 95 %
    double count = 0.0; // comparisons it is computed from
};

} // namespace pairrank::analysis
