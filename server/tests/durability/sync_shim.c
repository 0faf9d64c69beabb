// An LD_PRELOAD shim for durability tests. It watches the files whose path starts with
// SYNC_SHIM_TRACK (e.g. "/tmp/x/leads.db": the database, its -wal and -journal, never the -shm,
// which SQLite rebuilds) and, by SYNC_SHIM_MODE:
//   count     appends one line per fsync/fdatasync of a watched file to SYNC_SHIM_LOG
//             ("fdatasync /tmp/x/leads.db-wal"), so a test can count syncs per commit;
//   powercut  also journals, before every write to a watched file, the bytes it overwrites and
//             the file's size (SYNC_SHIM_LOG.<n>.undo, one per file, emptied by each sync of that
//             file). After SIGKILL, undoing the journal newest-first reverts every file to its
//             last-synced contents: what a power cut leaves when the page cache is lost.
//   fault     fails writes and syncs of watched files with the errno named in the file
//             SYNC_SHIM_FAULT ("ENOSPC" or "EIO") while that file exists: a full or failing disk.
// Undo record: u64 offset, u64 length, u64 size before the write, then `length` old bytes.
// File creation and directory entries are taken as durable: only contents are modelled.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

#define MAX_FDS 4096
#define MAX_FILES 16

enum mode { MODE_OFF, MODE_COUNT, MODE_POWERCUT, MODE_FAULT };

struct watched {
    char path[512];
    int undo_fd;  // powercut: the file's undo journal
};

static pthread_mutex_t lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static enum mode mode = MODE_OFF;
static char track[512];
static char log_path[512];
static char fault_path[512];
static int log_fd = -1;
static int fd_file[MAX_FDS];  // fd → index in files + 1, 0 when not watched
static struct watched files[MAX_FILES];
static int file_count;

static ssize_t (*real_pwrite)(int, const void*, size_t, off_t);
static ssize_t (*real_write)(int, const void*, size_t);
static ssize_t (*real_pwritev)(int, const struct iovec*, int, off_t);
static int (*real_ftruncate)(int, off_t);
static int (*real_fsync)(int);
static int (*real_fdatasync)(int);
static int (*real_open)(const char*, int, ...);
static int (*real_openat)(int, const char*, int, ...);
static int (*real_close)(int);

__attribute__((constructor)) static void init(void) {
    real_pwrite = dlsym(RTLD_NEXT, "pwrite64");
    real_write = dlsym(RTLD_NEXT, "write");
    real_pwritev = dlsym(RTLD_NEXT, "pwritev64");
    real_ftruncate = dlsym(RTLD_NEXT, "ftruncate64");
    real_fsync = dlsym(RTLD_NEXT, "fsync");
    real_fdatasync = dlsym(RTLD_NEXT, "fdatasync");
    real_open = dlsym(RTLD_NEXT, "open64");
    real_openat = dlsym(RTLD_NEXT, "openat64");
    real_close = dlsym(RTLD_NEXT, "close");
    const char* m = getenv("SYNC_SHIM_MODE");
    const char* t = getenv("SYNC_SHIM_TRACK");
    const char* l = getenv("SYNC_SHIM_LOG");
    const char* f = getenv("SYNC_SHIM_FAULT");
    if (!m || !t || !*t) return;
    snprintf(track, sizeof track, "%s", t);
    if (l) snprintf(log_path, sizeof log_path, "%s", l);
    if (f) snprintf(fault_path, sizeof fault_path, "%s", f);
    if (strcmp(m, "count") == 0) mode = MODE_COUNT;
    else if (strcmp(m, "powercut") == 0) mode = MODE_POWERCUT;
    else if (strcmp(m, "fault") == 0) mode = MODE_FAULT;
    if (log_path[0]) log_fd = real_open(log_path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
}

static int is_tracked_path(const char* path) {
    if (mode == MODE_OFF || !path) return 0;
    const size_t n = strlen(track);
    if (strncmp(path, track, n) != 0) return 0;
    return strcmp(path + n, "-shm") != 0;
}

static void watch(int fd, const char* path) {
    if (fd < 0 || fd >= MAX_FDS || !is_tracked_path(path)) return;
    pthread_mutex_lock(&lock);
    int index = -1;
    for (int i = 0; i < file_count; ++i)
        if (strcmp(files[i].path, path) == 0) index = i;
    if (index < 0 && file_count < MAX_FILES) {
        index = file_count++;
        snprintf(files[index].path, sizeof files[index].path, "%s", path);
        files[index].undo_fd = -1;
        if (mode == MODE_POWERCUT && log_path[0]) {
            char undo[600];
            snprintf(undo, sizeof undo, "%s.%d.undo", log_path, index);
            files[index].undo_fd = real_open(undo, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
            // Name the file the journal belongs to, for the reverting side.
            char name[600];
            snprintf(name, sizeof name, "%s.%d.path", log_path, index);
            const int nf = real_open(name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
            if (nf >= 0) {
                if (real_write(nf, path, strlen(path)) < 0) {}
                real_close(nf);
            }
        }
    }
    fd_file[fd] = index + 1;
    pthread_mutex_unlock(&lock);
}

static struct watched* watched_file(int fd) {
    if (fd < 0 || fd >= MAX_FDS || fd_file[fd] == 0) return NULL;
    return &files[fd_file[fd] - 1];
}

// fault mode: the errno to inject now, or 0.
static int injected_error(void) {
    if (mode != MODE_FAULT || !fault_path[0]) return 0;
    char text[32] = {0};
    const int f = real_open(fault_path, O_RDONLY | O_CLOEXEC);
    if (f < 0) return 0;
    const ssize_t n = read(f, text, sizeof text - 1);
    real_close(f);
    if (n > 0 && strncmp(text, "EIO", 3) == 0) return EIO;
    return ENOSPC;
}

// powercut: journal what [offset, offset+length) holds now, and the size, before overwriting it.
static void journal(struct watched* w, int fd, off_t offset, size_t length) {
    if (mode != MODE_POWERCUT || !w || w->undo_fd < 0) return;
    struct stat st;
    if (fstat(fd, &st) != 0) return;
    uint64_t header[3] = {(uint64_t)offset, 0, (uint64_t)st.st_size};
    char* old = NULL;
    if (offset < st.st_size) {
        size_t n = length;
        if ((off_t)(offset + n) > st.st_size) n = (size_t)(st.st_size - offset);
        old = malloc(n);
        if (!old) abort();
        const ssize_t got = pread(fd, old, n, offset);
        header[1] = got > 0 ? (uint64_t)got : 0;
    }
    if (real_write(w->undo_fd, header, sizeof header) != (ssize_t)sizeof header) abort();
    if (header[1] && real_write(w->undo_fd, old, header[1]) != (ssize_t)header[1]) abort();
    free(old);
}

static void note_sync(const char* call, int fd) {
    struct watched* w = watched_file(fd);
    if (!w) return;
    if (log_fd >= 0) {
        char line[700];
        const int n = snprintf(line, sizeof line, "%s %s\n", call, w->path);
        if (real_write(log_fd, line, (size_t)n) < 0) {}
    }
    if (mode == MODE_POWERCUT && w->undo_fd >= 0) {
        // Everything written to this file is now on disk: nothing of it to undo any more.
        if (real_ftruncate(w->undo_fd, 0) != 0) abort();
        lseek(w->undo_fd, 0, SEEK_SET);
    }
}

int open64(const char* path, int flags, ...) {
    mode_t m = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list ap;
        va_start(ap, flags);
        m = va_arg(ap, mode_t);
        va_end(ap);
    }
    const int fd = real_open(path, flags, m);
    watch(fd, path);
    return fd;
}
int open(const char* path, int flags, ...) __attribute__((alias("open64")));

int openat64(int dir, const char* path, int flags, ...) {
    mode_t m = 0;
    if (flags & (O_CREAT | O_TMPFILE)) {
        va_list ap;
        va_start(ap, flags);
        m = va_arg(ap, mode_t);
        va_end(ap);
    }
    const int fd = real_openat(dir, path, flags, m);
    if (path[0] == '/') watch(fd, path);
    return fd;
}
int openat(int dir, const char* path, int flags, ...) __attribute__((alias("openat64")));

int close(int fd) {
    if (fd >= 0 && fd < MAX_FDS) {
        pthread_mutex_lock(&lock);
        fd_file[fd] = 0;
        pthread_mutex_unlock(&lock);
    }
    return real_close(fd);
}

ssize_t pwrite64(int fd, const void* buf, size_t n, off_t offset) {
    pthread_mutex_lock(&lock);
    struct watched* w = watched_file(fd);
    ssize_t r;
    int e = w ? injected_error() : 0;
    if (e) {
        errno = e;
        r = -1;
    } else {
        journal(w, fd, offset, n);
        r = real_pwrite(fd, buf, n, offset);
    }
    pthread_mutex_unlock(&lock);
    return r;
}
ssize_t pwrite(int fd, const void* buf, size_t n, off_t offset) __attribute__((alias("pwrite64")));

ssize_t pwritev64(int fd, const struct iovec* iov, int count, off_t offset) {
    pthread_mutex_lock(&lock);
    struct watched* w = watched_file(fd);
    ssize_t r;
    int e = w ? injected_error() : 0;
    if (e) {
        errno = e;
        r = -1;
    } else {
        size_t total = 0;
        for (int i = 0; i < count; ++i) total += iov[i].iov_len;
        journal(w, fd, offset, total);
        r = real_pwritev(fd, iov, count, offset);
    }
    pthread_mutex_unlock(&lock);
    return r;
}
ssize_t pwritev(int fd, const struct iovec* iov, int count, off_t offset) __attribute__((alias("pwritev64")));

ssize_t write(int fd, const void* buf, size_t n) {
    if (fd < 0 || fd >= MAX_FDS || fd_file[fd] == 0) return real_write(fd, buf, n);
    pthread_mutex_lock(&lock);
    struct watched* w = watched_file(fd);
    ssize_t r;
    int e = w ? injected_error() : 0;
    if (e) {
        errno = e;
        r = -1;
    } else {
        journal(w, fd, lseek(fd, 0, SEEK_CUR), n);
        r = real_write(fd, buf, n);
    }
    pthread_mutex_unlock(&lock);
    return r;
}

int ftruncate64(int fd, off_t length) {
    pthread_mutex_lock(&lock);
    struct watched* w = watched_file(fd);
    int r;
    int e = w ? injected_error() : 0;
    if (e) {
        errno = e;
        r = -1;
    } else {
        // A shrink loses the tail: journal it (a grow journals nothing: the old size is recorded).
        struct stat st;
        if (w && fstat(fd, &st) == 0 && length < st.st_size) journal(w, fd, length, (size_t)(st.st_size - length));
        else if (w) journal(w, fd, length, 0);
        r = real_ftruncate(fd, length);
    }
    pthread_mutex_unlock(&lock);
    return r;
}
int ftruncate(int fd, off_t length) __attribute__((alias("ftruncate64")));

static int do_sync(const char* call, int (*real)(int), int fd) {
    pthread_mutex_lock(&lock);
    struct watched* w = watched_file(fd);
    int r;
    int e = w ? injected_error() : 0;
    if (e) {
        errno = e;
        r = -1;
    } else {
        r = real(fd);
        if (r == 0) note_sync(call, fd);
    }
    pthread_mutex_unlock(&lock);
    return r;
}

int fsync(int fd) { return do_sync("fsync", real_fsync, fd); }
int fdatasync(int fd) { return do_sync("fdatasync", real_fdatasync, fd); }
