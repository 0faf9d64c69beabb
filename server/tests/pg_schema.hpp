#pragma once
// A schema of its own in TEST_DATABASE_URL's database for one test, dropped at the end: CTest runs
// tests in parallel processes against one database, and two test runs may share the cluster.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cctype>
#include <string>

#include "store/database.hpp"
#include "test_support.hpp"

class PgSchema {
public:
    PgSchema() {
        name_ = "t" + std::to_string(::getpid()) + "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name();
        for (auto& c : name_) c = std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c)) : '_';
        store::open_postgres(test_database_url())->exec("DROP SCHEMA IF EXISTS " + name_ + " CASCADE; CREATE SCHEMA " + name_);
        const std::string& base = test_database_url();
        url_ = base + (base.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D" + name_;
    }
    ~PgSchema() { store::open_postgres(test_database_url())->exec("DROP SCHEMA IF EXISTS " + name_ + " CASCADE"); }
    PgSchema(const PgSchema&) = delete;
    PgSchema& operator=(const PgSchema&) = delete;

    // The database URL with this schema first on the search path.
    [[nodiscard]] const std::string& url() const { return url_; }

private:
    std::string name_;
    std::string url_;
};
