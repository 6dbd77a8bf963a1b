// Eigen aliases used across the statistics engine, so that every file agrees on
// the types and passes them without copies (Eigen::Ref for read-only inputs).
#pragma once

#include <Eigen/Core>

namespace pairrank::stats {

using Index = Eigen::Index;
using Vector = Eigen::VectorXd;
using Matrix = Eigen::MatrixXd;
using VectorRef = Eigen::Ref<const Vector>;
using MatrixRef = Eigen::Ref<const Matrix>;

} // namespace pairrank::stats
