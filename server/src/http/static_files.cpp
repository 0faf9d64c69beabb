#include "http/static_files.hpp"

#include "http/accept_encoding.hpp"
#include "http/mime.hpp"

namespace http {
namespace {

constexpr std::string_view kImmutable = "public, max-age=31536000, immutable";
constexpr std::string_view kRevalidate = "no-cache";

// Astro puts content-hashed bundles under /_astro/: their URL changes when their content does.
bool is_hashed_asset(std::string_view relative) { return relative.starts_with("_astro/"); }

std::string_view strip_weak(std::string_view tag) {
    if (tag.size() > 2 && tag[0] == 'W' && tag[1] == '/') tag.remove_prefix(2);
    return tag;
}

// Variant validators differ so a cache never answers a gzip request with brotli bytes.
std::string variant_etag(std::string_view etag, std::string_view coding) {
    if (coding.empty()) return std::string(etag);
    std::string tag(etag.substr(0, etag.size() - 1));
    return tag + "-" + std::string(coding) + "\"";
}

}  // namespace

bool etag_matches(std::string_view header, std::string_view etag) {
    while (!header.empty()) {
        const auto comma = header.find(',');
        auto item = header.substr(0, comma);
        header = comma == std::string_view::npos ? std::string_view{} : header.substr(comma + 1);
        while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
        while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
        if (item == "*" || strip_weak(item) == strip_weak(etag)) return true;
    }
    return false;
}

StaticFiles::StaticFiles(std::filesystem::path root, FileCache& cache) : root_(root.native()), cache_(cache) {
    // An empty root is the working directory, as a std::filesystem::path would have read it.
    if (root_.empty()) root_ = "./";
    else if (root_.back() != '/') root_ += '/';
}

std::optional<StaticFile> StaticFiles::resolve(std::string_view decoded_path) const {
    std::string_view relative = decoded_path;
    while (!relative.empty() && relative.front() == '/') relative.remove_prefix(1);
    if (relative.empty()) {
        std::string index = root_ + "index.html";
        if (auto f = cache_.get(index)) return StaticFile{std::move(index), std::move(f)};
        return std::nullopt;
    }
    std::string base = root_;
    base += relative;
    const bool directory = base.back() == '/';
    for (const std::string_view suffix : {".html", "", directory ? "index.html" : "/index.html"}) {
        std::string candidate = base;
        candidate += suffix;
        if (auto f = cache_.get(candidate)) return StaticFile{std::move(candidate), std::move(f)};
    }
    return std::nullopt;
}

Response StaticFiles::respond(const StaticFile& file, const Request& request, int status) const {
    Response response;
    response.status = status;
    const std::string_view path = file.path;
    const std::string_view name = path.substr(path.rfind('/') + 1);
    response.headers.set("Content-Type", mime_type(name));

    const std::string_view relative = path.starts_with(root_) ? path.substr(root_.size()) : std::string_view{};
    response.headers.set("Cache-Control", is_hashed_asset(relative) && !name.ends_with(".html") ? kImmutable : kRevalidate);

    std::shared_ptr<const CachedFile> chosen = file.file;
    std::string chosen_path = file.path;
    std::string_view coding;
    if (is_compressible(name)) {
        response.headers.set("Vary", "Accept-Encoding");
        const std::string_view accept = request.headers.get("Accept-Encoding").value_or("");
        for (const auto& [token, suffix] : {std::pair{"br", ".br"}, std::pair{"gzip", ".gz"}}) {
            if (!accepts_encoding(accept, token)) continue;
            std::string variant_path = file.path + suffix;
            if (auto variant = cache_.get(variant_path)) {
                chosen = std::move(variant);
                chosen_path = std::move(variant_path);
                coding = token;
                break;
            }
        }
    }
    if (!coding.empty()) response.headers.set("Content-Encoding", coding);

    const std::string etag = variant_etag(file.file->etag, coding);
    response.headers.set("ETag", etag);
    if (status == 200) {
        if (const auto inm = request.headers.get("If-None-Match"); inm && etag_matches(*inm, etag)) {
            response.status = 304;
            response.omit_body = true;
            return response;
        }
    }
    if (chosen->content) {
        response.body = chosen->content;
        response.sealed = chosen->sealed;
    } else {
        response.file = chosen_path;
        response.file_size = chosen->size;
    }
    response.omit_body = request.method == "HEAD";
    return response;
}

}  // namespace http
