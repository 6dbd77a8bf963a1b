// Errors are data (DESIGN.md §9): a fallible function returns BasicResult<T, E>
// (a value or an error) or BasicStatus<E> (nothing or an error) instead of
// throwing or returning a sentinel. Each layer picks its own error type E and
// aliases these templates (stats::Result, storage::Result, ...).
//
// Requirements on E: default-constructible and movable, and a function
// errorMessage(const E&) findable by argument-dependent lookup, which
// BasicStatus::message() returns.
//
// Header only and free of Qt, so that core/stats can use it.
#pragma once

#include <cassert>
#include <utility>
#include <variant>

namespace pairrank::common {

template <typename T, typename E> class [[nodiscard]] BasicResult {
public:
    BasicResult(T value)
        : m_state(std::move(value)) {}
    BasicResult(E error)
        : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    // Precondition for value(), operator* and operator->: ok().
    const T& value() const& {
        assert(ok());
        return std::get<T>(m_state);
    }
    T& value() & {
        assert(ok());
        return std::get<T>(m_state);
    }
    T&& value() && {
        assert(ok());
        return std::get<T>(std::move(m_state));
    }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }

    // An empty E when the result holds a value, so that diagnostics built
    // eagerly (e.g. the message argument of QVERIFY2) are safe.
    const E& error() const {
        static const E none;
        return ok() ? none : std::get<E>(m_state);
    }

private:
    std::variant<T, E> m_state;
};

// The result of an operation that returns nothing but may fail.
template <typename E> class [[nodiscard]] BasicStatus {
public:
    BasicStatus() = default;
    BasicStatus(E error)
        : m_error(std::move(error))
        , m_failed(true) {}

    static BasicStatus success() { return {}; }

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    // An empty E when ok().
    const E& error() const { return m_error; }
    decltype(auto) message() const { return errorMessage(m_error); }

private:
    E m_error;
    bool m_failed = false;
};

} // namespace pairrank::common
