/// A file or folder as the file system knows it — its device and inode, what `stat(2)` gives after following links —
/// so that two paths to one file are told to be one, however the links between them are written.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    /// The identity of what `path` leads to, or `nil` when it leads nowhere.
    init?(_ path: String) {
        guard let numbers = deviceAndInode(ofPath: path) else { return nil }
        (device, inode) = numbers
    }
}
