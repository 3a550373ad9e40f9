public enum TypeScaleCLI { public static func main() {} }
