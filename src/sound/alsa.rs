//! ALSA playback through `libasound.so.2` loaded at run time: the crate's only `unsafe` code.
//!
//! # Why this module exists, and why it is `unsafe`
//! Every Rust audio crate that reaches ALSA (cpal, rodio, tinyaudio, …) links `alsa-sys`, whose
//! build needs the `libasound2-dev` package. A fresh Debian machine has the runtime library
//! `libasound.so.2` but not the -dev package, so such a crate would break `cargo build` there.
//! Instead this module opens `libasound.so.2` with `dlopen` (through `libloading`) when sound is
//! first needed, looks up the few functions it uses, and calls them over the C ABI. The binary
//! does not link libasound at all (`ldd` does not list it); where the library is missing the
//! loader returns an error and the app stays silent. ALSA's "default" device reaches PulseAudio
//! or PipeWire where they run, through ALSA's own plugins.
//!
//! Calling C through function pointers is `unsafe`: the compiler cannot check that the
//! signatures match the library or that the pointers handed over are valid. Each block below
//! says why its call is sound. The signatures follow `<alsa/pcm.h>` and `<alsa/error.h>`, which
//! have been stable since ALSA 1.0 (2004): C enums are `int`, `snd_pcm_uframes_t` is
//! `unsigned long`, `snd_pcm_sframes_t` is `long`.
//!
//! The safe API is [`Alsa::load`], [`Alsa::open_playback`] and [`Pcm::write`]; a [`Pcm`] lives on
//! the thread that opened it.
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks)]

use std::ffi::{CStr, CString, c_char, c_int, c_long, c_uint, c_ulong, c_void};
use std::ptr::NonNull;
use std::sync::Mutex;
use std::time::Duration;

use libloading::Library;

use super::SoundError;

/// The ALSA runtime library's file name on Linux.
pub const SYSTEM_LIBRARY: &str = "libasound.so.2";

const SND_PCM_STREAM_PLAYBACK: c_int = 0;
const SND_PCM_NONBLOCK: c_int = 1;
#[cfg(target_endian = "little")]
const SND_PCM_FORMAT_S16: c_int = 2; // SND_PCM_FORMAT_S16_LE
#[cfg(target_endian = "big")]
const SND_PCM_FORMAT_S16: c_int = 3; // SND_PCM_FORMAT_S16_BE
const SND_PCM_ACCESS_RW_INTERLEAVED: c_int = 3;

type PcmOpen = unsafe extern "C" fn(*mut *mut c_void, *const c_char, c_int, c_int) -> c_int;
type PcmNonblock = unsafe extern "C" fn(*mut c_void, c_int) -> c_int;
type PcmSetParams = unsafe extern "C" fn(*mut c_void, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int;
type PcmWritei = unsafe extern "C" fn(*mut c_void, *const c_void, c_ulong) -> c_long;
type PcmRecover = unsafe extern "C" fn(*mut c_void, c_int, c_int) -> c_int;
type PcmHandleFn = unsafe extern "C" fn(*mut c_void) -> c_int;
type Strerror = unsafe extern "C" fn(c_int) -> *const c_char;

/// `snd_local_error_handler_t`: `void (*)(const char *file, int line, const char *func, int err,
/// const char *fmt, va_list arg)`. Unlike the global handler this type is not variadic, so a
/// Rust function can implement it. On every Linux target listed in [`HANDLER_ABI_KNOWN`] a `va_list`
/// parameter is passed as one pointer-sized value (x86_64 and x86: a pointer; aarch64: a 32-byte
/// struct passed by reference; arm: a one-pointer struct; riscv64: a pointer), so `*mut c_void`
/// matches the ABI. The handler never reads it.
type LocalErrorHandler = unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char, *mut c_void);
type SetLocalErrorHandler = unsafe extern "C" fn(Option<LocalErrorHandler>) -> Option<LocalErrorHandler>;

/// The handler that swallows ALSA's error messages ("cannot find card '0'" and the like) on the
/// audio thread, so a machine without sound prints nothing.
extern "C" fn ignore_alsa_error(
    _file: *const c_char,
    _line: c_int,
    _function: *const c_char,
    _err: c_int,
    _fmt: *const c_char,
    _args: *mut c_void,
) {
}

/// Serialises `snd_pcm_open`: it reads and caches ALSA's global configuration, and nothing is
/// lost by never opening two devices at once.
static OPEN_LOCK: Mutex<()> = Mutex::new(());

/// The loaded library and the functions this module uses.
pub struct Alsa {
    open: PcmOpen,
    nonblock: PcmNonblock,
    set_params: PcmSetParams,
    writei: PcmWritei,
    recover: PcmRecover,
    close: PcmHandleFn,
    strerror: Strerror,
    set_local_error_handler: Option<SetLocalErrorHandler>,
    /// Keeps the library mapped, and so the function pointers above valid, as long as `self`.
    _library: Library,
}

impl Alsa {
    /// Loads the ALSA library `name` (normally [`SYSTEM_LIBRARY`]) and resolves its functions.
    ///
    /// # Errors
    /// [`SoundError::Library`] when it cannot be loaded or lacks a function.
    pub fn load(name: &str) -> Result<Alsa, SoundError> {
        let library_error = |e: libloading::Error| SoundError::Library(format!("{name}: {e}"));
        // SAFETY: loading runs the library's initialisers; libasound's only set up its own
        // internal state. `name` is the system ALSA library (tests pass a missing file, which
        // makes `dlopen` fail with an error).
        let library = unsafe { Library::new(name) }.map_err(library_error)?;
        // SAFETY: for each `symbol` call, the type matches the C prototype in ALSA's headers,
        // as listed in the module documentation, and each pointer is copied out of the
        // `Symbol` while `library` lives; `Alsa` keeps `library` for as long as the copies.
        unsafe {
            Ok(Alsa {
                open: symbol(&library, b"snd_pcm_open\0").map_err(library_error)?,
                nonblock: symbol(&library, b"snd_pcm_nonblock\0").map_err(library_error)?,
                set_params: symbol(&library, b"snd_pcm_set_params\0").map_err(library_error)?,
                writei: symbol(&library, b"snd_pcm_writei\0").map_err(library_error)?,
                recover: symbol(&library, b"snd_pcm_recover\0").map_err(library_error)?,
                close: symbol(&library, b"snd_pcm_close\0").map_err(library_error)?,
                strerror: symbol(&library, b"snd_strerror\0").map_err(library_error)?,
                set_local_error_handler: symbol(&library, b"snd_lib_error_set_local\0").ok(),
                _library: library,
            })
        }
    }

    /// Stops ALSA from printing its error messages to stderr for calls made on this thread.
    /// Very old ALSA versions lack the function; then its messages still appear.
    pub fn silence_errors_on_this_thread(&self) {
        if let Some(set_local) = self.set_local_error_handler {
            silence_alsa_errors(set_local);
        }
    }

    /// Opens `device` for 16-bit mono playback at `rate` Hz with about `latency` of buffering.
    /// The open does not wait for a busy device: it fails at once instead.
    ///
    /// # Errors
    /// [`SoundError::Open`] when the device does not exist, is busy or refuses the format.
    pub fn open_playback(&self, device: &str, rate: u32, latency: Duration) -> Result<Pcm<'_>, SoundError> {
        let open_error = |code: c_int| SoundError::Open { device: device.to_string(), message: self.message(code) };
        let name = CString::new(device)
            .map_err(|_| SoundError::Open { device: device.to_string(), message: "name contains NUL".into() })?;
        let mut handle: *mut c_void = std::ptr::null_mut();
        let code = {
            let _guard = OPEN_LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            // SAFETY: `handle` is a valid out-pointer and `name` a NUL-terminated string, both
            // alive for the call; ALSA writes a PCM handle to `handle` only on success.
            unsafe { (self.open)(&mut handle, name.as_ptr(), SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK) }
        };
        if code < 0 {
            return Err(open_error(code));
        }
        let handle = NonNull::new(handle).ok_or_else(|| open_error(-libc_errno::EINVAL))?;
        // From here on `Pcm::drop` closes the handle, also on the error paths below.
        let pcm = Pcm { alsa: self, handle };
        // SAFETY: `pcm.handle` is the open PCM returned above.
        let code = unsafe { (self.nonblock)(pcm.handle.as_ptr(), 0) };
        if code < 0 {
            return Err(open_error(code));
        }
        let latency_us = c_uint::try_from(latency.as_micros()).unwrap_or(c_uint::MAX);
        // SAFETY: `pcm.handle` is open; the other arguments are plain integers.
        let code = unsafe {
            (self.set_params)(
                pcm.handle.as_ptr(),
                SND_PCM_FORMAT_S16,
                SND_PCM_ACCESS_RW_INTERLEAVED,
                1,
                rate,
                1,
                latency_us,
            )
        };
        if code < 0 {
            return Err(open_error(code));
        }
        Ok(pcm)
    }

    /// ALSA's text for an error code.
    fn message(&self, code: c_int) -> String {
        // SAFETY: `snd_strerror` accepts any int and returns a pointer to a static,
        // NUL-terminated string (or NULL in theory, handled below).
        let text = unsafe { (self.strerror)(code) };
        if text.is_null() {
            return format!("error {code}");
        }
        // SAFETY: non-null, NUL-terminated and static, as above.
        unsafe { CStr::from_ptr(text) }.to_string_lossy().into_owned()
    }
}

/// Copies function pointer `name` out of `library`.
///
/// # Safety
/// `T` must be the function's exact C type, and the result must not outlive `library`.
unsafe fn symbol<T: Copy>(library: &Library, name: &[u8]) -> Result<T, libloading::Error> {
    // SAFETY: the caller guarantees the type and the lifetime.
    unsafe { library.get::<T>(name).map(|s| *s) }
}

/// Whether [`LocalErrorHandler`]'s signature is known to match `snd_local_error_handler_t` on
/// this target (the targets its doc comment lists).
const HANDLER_ABI_KNOWN: bool = cfg!(all(
    target_os = "linux",
    any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "riscv64"
    )
));

/// Installs [`ignore_alsa_error`] as the thread's local error handler on targets where its
/// signature is known to match ([`HANDLER_ABI_KNOWN`]); elsewhere ALSA keeps its own handler.
fn silence_alsa_errors(set_local: SetLocalErrorHandler) {
    if !HANDLER_ABI_KNOWN {
        return;
    }
    // SAFETY: `snd_lib_error_set_local` only stores the pointer in a thread-local variable.
    // The handler has the `snd_local_error_handler_t` ABI on this target (see
    // `LocalErrorHandler`), ignores its arguments, cannot unwind, and lives for the whole
    // program.
    unsafe {
        set_local(Some(ignore_alsa_error));
    }
}

/// An open playback device. It is neither `Send` nor `Sync`: it stays on the thread that opened it.
pub struct Pcm<'a> {
    alsa: &'a Alsa,
    handle: NonNull<c_void>,
}

impl Pcm<'_> {
    /// Queues `samples` (mono, at the rate given when opening) for playing, blocking while the
    /// device's buffer is full. The stream keeps running between calls: when nothing more is
    /// written it runs dry (an underrun), which the next call recovers from.
    ///
    /// # Errors
    /// [`SoundError::Play`] when the device fails and cannot be recovered.
    pub fn write(&mut self, samples: &[i16]) -> Result<(), SoundError> {
        let alsa = self.alsa;
        let pcm = self.handle.as_ptr();
        let mut rest = samples;
        let mut recoveries = 0;
        while !rest.is_empty() {
            let frames = c_ulong::try_from(rest.len()).unwrap_or(c_ulong::MAX);
            // SAFETY: `pcm` is open; the buffer holds `frames` mono i16 frames (one sample each,
            // the format set when opening) and stays borrowed for the call.
            let written = unsafe { (alsa.writei)(pcm, rest.as_ptr().cast(), frames) };
            if written < 0 {
                let code = c_int::try_from(written).unwrap_or(-libc_errno::EIO);
                recoveries += 1;
                // SAFETY: `pcm` is open; `recover` takes the error code just returned (an
                // underrun after a quiet spell is the usual one) and `silent` = 1 (no message).
                if recoveries > 3 || unsafe { (alsa.recover)(pcm, code, 1) } < 0 {
                    return Err(SoundError::Play(alsa.message(code)));
                }
                continue;
            }
            let written = usize::try_from(written).unwrap_or(0).min(rest.len());
            rest = &rest[written..];
        }
        Ok(())
    }
}

impl Drop for Pcm<'_> {
    fn drop(&mut self) {
        // SAFETY: the handle is open and is never used again after this.
        unsafe {
            (self.alsa.close)(self.handle.as_ptr());
        }
    }
}

/// The two errno values this module returns itself (Linux numbering, as ALSA uses).
mod libc_errno {
    use std::ffi::c_int;
    /// Input/output error.
    pub const EIO: c_int = 5;
    /// Invalid argument.
    pub const EINVAL: c_int = 22;
}
