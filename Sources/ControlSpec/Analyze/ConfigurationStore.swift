/// The discovered configurations, numbered in discovery order, with an index from configuration
/// to number. When the domains' product fits in an `Int`, a configuration is indexed by its
/// mixed-radix code (one integer per configuration, no array hashing); when it is at most
/// `directLimit`, the code indexes an array of numbers directly (no hashing at all).
struct ConfigurationStore {
    private let width: Int
    private let lows: [Int]
    /// Place values of the mixed-radix code, or nil when the space does not fit in an `Int`.
    private let strides: [Int]?
    private var values: [Int] = []
    private var packed: [Int: Int] = [:]
    private var arrays: [[Int]: Int] = [:]
    /// Per code, the configuration's number + 1 (0: not discovered), when the product of the
    /// domains is at most `directLimit`.
    private var direct: [Int32] = []
    private var stored = 0

    /// The largest space indexed directly by code (4 MiB of numbers).
    static let directLimit = 1 << 20

    /// A store for configurations of `table` in which the variables `fixed` keep their initial
    /// value (they take no room in the mixed-radix code).
    init(_ table: VariableTable, fixed: Set<Int> = []) {
        let domains = table.variables[0..<table.configurationCount].enumerated().map { index, variable in
            fixed.contains(index) ? Interval(variable.initialValue, variable.initialValue) : variable.domain
        }
        width = domains.count
        lows = domains.map(\.lo)
        var strides: [Int] = []
        var product = 1
        var fits = true
        for domain in domains {
            strides.append(product)
            let (span, wide) = domain.hi.subtractingReportingOverflow(domain.lo)
            guard !wide, span < Int.max / 4 else {
                fits = false
                break
            }
            let (size, overflow) = product.multipliedReportingOverflow(by: span + 1)
            guard !overflow, size < Int.max / 4 else {
                fits = false
                break
            }
            product = size
        }
        self.strides = fits ? strides : nil
        if fits && product <= Self.directLimit { direct = Array(repeating: 0, count: product) }
    }

    var count: Int { stored }

    subscript(number: Int) -> [Int] { Array(values[number * width..<(number + 1) * width]) }

    /// Variable `index` of configuration `number`.
    func value(of number: Int, at index: Int) -> Int { values[number * width + index] }

    /// The number of `configuration`, if discovered.
    func number(of configuration: [Int]) -> Int? {
        if let key = code(configuration) {
            guard direct.indices.contains(key) else { return packed[key] }
            return direct[key] == 0 ? nil : Int(direct[key]) - 1
        }
        return arrays[configuration]
    }

    /// Numbers and stores a new configuration.
    mutating func insert(_ configuration: [Int]) -> Int {
        let number = count
        stored += 1
        if let key = code(configuration) {
            if direct.indices.contains(key) {
                direct[key] = Int32(truncatingIfNeeded: number + 1)
            } else {
                packed[key] = number
            }
        } else {
            arrays[configuration] = number
        }
        values.append(contentsOf: configuration)
        return number
    }

    private func code(_ configuration: [Int]) -> Int? {
        guard let strides else { return nil }
        var code = 0
        for index in 0..<width { code += (configuration[index] - lows[index]) * strides[index] }
        return code
    }
}
