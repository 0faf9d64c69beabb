#include "store/erasure_journal.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <optional>
#include <stdexcept>

#include "crypto/crypto.hpp"
#include "store/database.hpp"

namespace store {
namespace fs = std::filesystem;
namespace {

void write_all(int fd, std::string_view data, const fs::path& path) {
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw std::runtime_error("cannot write " + path.string() + ": " + std::strerror(errno));
        data.remove_prefix(static_cast<std::size_t>(n));
    }
}

void sync_directory(const fs::path& dir) {
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// The whole file, or why it cannot be read (errno).
std::optional<std::string> read_file(const fs::path& path, int& error) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return error = errno, std::nullopt;
    std::string out;
    char buf[8192];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            error = errno;
            ::close(fd);
            return std::nullopt;
        }
        if (n == 0) break;
        out.append(buf, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return out;
}

bool all_of(std::string_view s, std::string_view allowed) { return !s.empty() && s.find_first_not_of(allowed) == std::string_view::npos; }

struct Line {
    JournalledErasure erasure;
    std::string mac;  // empty: a line of the first format
};

std::optional<Line> parse_line(std::string_view text) {
    std::vector<std::string_view> fields;
    for (std::size_t at = 0; at <= text.size();) {
        const std::size_t space = std::min(text.find(' ', at), text.size());
        fields.push_back(text.substr(at, space - at));
        at = space + 1;
    }
    constexpr std::string_view digits = "0123456789", hex = "0123456789abcdef";
    if (fields.size() < 2 || fields.size() > 3 || !all_of(fields[0], digits) || fields[0].size() > 18) return std::nullopt;
    if (fields[1].size() != 64 || !all_of(fields[1], hex)) return std::nullopt;
    if (fields.size() == 3 && (fields[2].size() != 64 || !all_of(fields[2], hex))) return std::nullopt;
    Line line;
    line.erasure.at_ms = std::stoll(std::string(fields[0]));
    line.erasure.address_hash = std::string(fields[1]);
    if (fields.size() == 3) line.mac = std::string(fields[2]);
    return line;
}

std::string chain_value(std::string_view key, std::string_view previous, const JournalledErasure& e) {
    return crypto::hmac_sha256_hex(key, std::string(previous) + "\n" + std::to_string(e.at_ms) + " " + e.address_hash);
}

JournalProblem problem(std::string en, std::string fr) { return {std::move(en), std::move(fr)}; }

// "\u00a0:" — the non-breaking space French puts before a colon.
constexpr const char* kColon = "\u00a0:";

}  // namespace

ErasureJournal::ErasureJournal(fs::path journal) : journal_(std::move(journal)), key_file_(journal_.parent_path() / "erasures.key") {}

fs::path ErasureJournal::beside(const fs::path& database_file) {
    const fs::path dir = database_file.parent_path();
    return (dir.empty() ? fs::path(".") : dir) / "erasures.log";
}

const std::string& ErasureJournal::key(bool create) const {
    if (!key_.empty()) return key_;
    std::error_code ec;
    if (create && !fs::exists(key_file_, ec)) {
        fs::create_directories(key_file_.parent_path().empty() ? fs::path(".") : key_file_.parent_path(), ec);
        const std::string fresh = crypto::random_hex(32) + "\n";
        const fs::path temp = key_file_.string() + ".new";
        const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0) throw std::runtime_error("cannot create " + temp.string() + ": " + std::strerror(errno));
        try {
            ::fchmod(fd, 0600);
            write_all(fd, fresh, temp);
            if (::fsync(fd) != 0) throw std::runtime_error("cannot sync " + temp.string());
        } catch (...) {
            ::close(fd);
            throw;
        }
        ::close(fd);
        // link(), not rename(): a key another command created meanwhile wins and is kept.
        if (::link(temp.c_str(), key_file_.c_str()) != 0 && errno != EEXIST) {
            fs::remove(temp, ec);
            throw std::runtime_error("cannot create " + key_file_.string() + ": " + std::strerror(errno));
        }
        fs::remove(temp, ec);
        sync_directory(key_file_.parent_path());
    }
    int error = 0;
    auto k = read_file(key_file_, error);
    if (!k) throw std::runtime_error("cannot read " + key_file_.string() + ": " + std::strerror(error));
    while (!k->empty() && (k->back() == '\n' || k->back() == '\r')) k->pop_back();
    if (k->size() < 32) throw std::runtime_error(key_file_.string() + " is empty or too short: the erasure journal cannot be keyed");
    key_ = std::move(*k);
    return key_;
}

std::string ErasureJournal::hash(std::string_view address) const { return crypto::hmac_sha256_hex(key(true), address); }

JournalAnchor ErasureJournal::record(std::string_view address, std::int64_t at_ms) {
    const JournalledErasure e{at_ms, hash(address)};
    // Chained to the lines that parse, as they stand: a journal already damaged stays damaged
    // (its bad line still breaks the chain where it is), and this erasure is journalled anyway.
    int error = 0;
    const std::string before = read_file(journal_, error).value_or("");
    std::string previous;
    std::int64_t count = 0;
    std::size_t at = 0;
    while (at < before.size()) {
        const std::size_t end = std::min(before.find('\n', at), before.size());
        if (const auto line = parse_line(std::string_view(before).substr(at, end - at))) {
            previous = chain_value(key(true), previous, line->erasure);
            ++count;
        }
        at = end + 1;
    }
    const std::string mac = chain_value(key(true), previous, e);
    const std::string line = (before.empty() || before.back() == '\n' ? "" : "\n") + std::to_string(at_ms) + " " + e.address_hash + " " + mac + "\n";
    const bool created = !fs::exists(journal_);
    const int fd = ::open(journal_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) throw std::runtime_error("cannot open " + journal_.string() + ": " + std::strerror(errno));
    try {
        write_all(fd, line, journal_);
        if (::fsync(fd) != 0) throw std::runtime_error("cannot sync " + journal_.string());
    } catch (...) {
        ::close(fd);
        throw;
    }
    ::close(fd);
    if (created) sync_directory(journal_.parent_path());
    return {count + 1, mac};
}

JournalReading ErasureJournal::read() const {
    JournalReading r;
    const std::string name = journal_.string();
    int error = 0;
    const auto text = read_file(journal_, error);
    if (!text) {
        if (error == ENOENT) return r;
        r.exists = true;
        r.problem = problem("the erasure journal " + name + " cannot be read (" + std::strerror(error) + ")",
                            "le journal des effacements " + name + " est illisible (" + std::strerror(error) + ")");
        return r;
    }
    r.exists = true;
    if (text->empty()) return r;
    std::string k;
    try {
        k = key(false);
    } catch (const std::exception& e) {
        r.problem = problem("the erasure journal's key cannot be read: " + std::string(e.what()),
                            "la clé du journal des effacements est absente ou illisible" + std::string(kColon) + " " + e.what());
        return r;
    }
    if (text->back() != '\n') {
        r.problem = problem("the erasure journal " + name + " ends in an incomplete line (cut short, or written to by hand)",
                            "le journal des effacements " + name + " se termine par une ligne incomplète (tronquée, ou écrite à la main)");
        return r;
    }
    std::string previous;
    bool chained = false;
    std::size_t at = 0;
    for (int number = 1; at < text->size(); ++number) {
        const std::size_t end = text->find('\n', at);
        const auto line = parse_line(std::string_view(*text).substr(at, end - at));
        at = end + 1;
        const std::string where = "the erasure journal " + name + ", line " + std::to_string(number),
                          ou = "le journal des effacements " + name + ", ligne " + std::to_string(number);
        if (!line) {
            r.problem = problem(where + ": not a journal line (written to by hand?)", ou + kColon + " ce n'est pas une ligne du journal (écrite à la main\u202f?)");
            return r;
        }
        const std::string value = chain_value(k, previous, line->erasure);
        if (line->mac.empty() && chained) {
            r.problem = problem(where + ": a line without its chain value after chained lines (added by hand?)",
                                ou + kColon + " une ligne sans valeur de chaînage après des lignes chaînées (ajoutée à la main\u202f?)");
            return r;
        }
        if (!line->mac.empty() && line->mac != value) {
            r.problem = problem(where + ": the chain is broken (a line re-dated, altered or removed, or another key)",
                                ou + kColon + " la chaîne est rompue (ligne redatée, modifiée ou supprimée, ou autre clé)");
            return r;
        }
        chained = chained || !line->mac.empty();
        previous = value;
        r.entries.push_back(line->erasure);
        r.chain.push_back(value);
    }
    return r;
}

std::vector<JournalledErasure> ErasureJournal::since(std::int64_t since_ms) const {
    std::vector<JournalledErasure> out;
    int error = 0;
    const std::string text = read_file(journal_, error).value_or("");
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        if (const auto line = parse_line(std::string_view(text).substr(at, end - at)); line && line->erasure.at_ms >= since_ms) {
            out.push_back(line->erasure);
        }
        at = end + 1;
    }
    return out;
}

std::optional<JournalAnchor> read_erasure_anchor(Database& db) {
    const auto rows = db.query("SELECT key, value FROM settings WHERE key IN ('erasure_journal_count', 'erasure_journal_head')");
    JournalAnchor a;
    int found = 0;
    for (const auto& r : rows) {
        if (r.text(0) == "erasure_journal_count") a.count = std::stoll(r.text(1)), ++found;
        else a.head = r.text(1), ++found;
    }
    if (found == 0) return std::nullopt;
    return a;
}

void write_erasure_anchor(Database& db, const JournalAnchor& anchor) {
    in_transaction(db, [&] {
        for (const auto& [key, value] : {std::pair<std::string, std::string>{"erasure_journal_count", std::to_string(anchor.count)},
                                         {"erasure_journal_head", anchor.head}}) {
            db.execute("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                       {key, value});
        }
        return 0;
    });
}

std::optional<JournalProblem> journal_mismatch(const JournalReading& reading, const JournalAnchor& live) {
    if (reading.problem) return reading.problem;
    const std::string n = std::to_string(live.count);
    if (live.count == 0) return std::nullopt;
    if (!reading.exists) {
        return problem("the erasure journal is missing, while the live database records " + n + " journalled erasure line(s)",
                       "le journal des effacements est absent, alors que la base en service en compte " + n + " ligne(s)");
    }
    if (static_cast<std::int64_t>(reading.chain.size()) < live.count) {
        return problem("the erasure journal holds " + std::to_string(reading.chain.size()) + " line(s), the live database recorded " + n +
                           " (emptied or truncated)",
                       "le journal des effacements compte " + std::to_string(reading.chain.size()) + " ligne(s), la base en service en a vu " +
                           n + " (vidé ou tronqué)");
    }
    if (reading.chain[static_cast<std::size_t>(live.count - 1)] != live.head) {
        return problem("the erasure journal is not the one the live database recorded (line " + n + " differs: another journal or another key)",
                       "le journal des effacements n'est pas celui que la base en service a vu (la ligne " + n +
                           " diffère" + kColon + " autre journal ou autre clé)");
    }
    return std::nullopt;
}

}  // namespace store
