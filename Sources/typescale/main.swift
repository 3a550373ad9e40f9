import TypeScaleCLI

TypeScaleCLI.main()
