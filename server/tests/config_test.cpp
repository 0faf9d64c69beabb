// Configuration: flag, else environment variable, else default, all through CLI11 (`envname`).
#include "config/config.hpp"

#include <CLI/CLI.hpp>
#include <gtest/gtest.h>

#include <cstdlib>

namespace {

class ConfigTest : public ::testing::Test {
protected:
    void TearDown() override {
        for (const char* name : {"PORT", "RATE_LIMIT_PER_MINUTE", "RETENTION_DAYS", "TRUST_PROXY", "READ_TIMEOUT_S", "SMTP_URL"})
            unsetenv(name);
    }
    // Parses `args` (in order) with the environment as it is.
    config::Config parse(std::vector<std::string> args) {
        config::Config c;
        CLI::App app;
        config::add_options(app, c);
        std::reverse(args.begin(), args.end());  // CLI11 takes the arguments in reverse order
        app.parse(args);
        return c;
    }
};

TEST_F(ConfigTest, EnvironmentThenFlag) {
    EXPECT_EQ(parse({}).port, 8080);
    setenv("PORT", "9000", 1);
    setenv("RATE_LIMIT_PER_MINUTE", "0.5", 1);
    setenv("RETENTION_DAYS", "30d", 1);
    setenv("TRUST_PROXY", "1", 1);
    setenv("READ_TIMEOUT_S", "7", 1);
    setenv("SMTP_URL", "smtp://mail.example.com:587", 1);
    const auto from_env = parse({});
    EXPECT_EQ(from_env.port, 9000);
    EXPECT_DOUBLE_EQ(from_env.rate_limit_per_minute, 0.5);
    EXPECT_EQ(from_env.retention_days, 30u);
    EXPECT_TRUE(from_env.trust_proxy);
    EXPECT_EQ(from_env.read_timeout, std::chrono::seconds(7));
    EXPECT_EQ(from_env.smtp_url, "smtp://mail.example.com:587");
    EXPECT_EQ(parse({"--port", "9100"}).port, 9100) << "a flag wins over the environment";
}

TEST_F(ConfigTest, BadValuesAreRefusedNamingTheSetting) {
    setenv("PORT", "70000", 1);
    EXPECT_THROW(parse({}), CLI::ValidationError);
    unsetenv("PORT");
    setenv("RATE_LIMIT_PER_MINUTE", "-1", 1);
    EXPECT_THROW(parse({}), CLI::ValidationError);
    unsetenv("RATE_LIMIT_PER_MINUTE");
    setenv("RETENTION_DAYS", "forever", 1);
    try {
        parse({});
        ADD_FAILURE() << "RETENTION_DAYS=forever accepted";
    } catch (const CLI::ParseError& e) {
        EXPECT_NE(std::string(e.what()).find("RETENTION_DAYS"), std::string::npos) << e.what();
    }
}

}  // namespace
