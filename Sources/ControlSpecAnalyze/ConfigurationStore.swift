import ControlSpecCore

/// The discovered configurations, numbered in discovery order, with an index from configuration
/// to number. When the domains' product fits in an `Int`, a configuration is indexed by its
/// mixed-radix code (one integer per configuration, no array hashing); when it is at most
/// `directLimit`, the code indexes an array of numbers directly (no hashing at all).
///
/// With `ValueClasses`, a variable that has classes counts by its class, not its value: the first
/// configuration discovered in a class stands for the whole class, and keeps its concrete values.
struct ConfigurationStore {
    private let width: Int
    private let lows: [Int]
    private let classes: ValueClasses
    /// The variables that have classes, and those that do not.
    private let classed: [Int]
    private let unclassed: [Int]
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
    /// value (they take no room in the mixed-radix code), one per class of `classes` (by default
    /// one per value).
    init(_ table: VariableTable, fixed: Set<Int> = [], classes: ValueClasses? = nil) {
        let classes = classes ?? .enumerating(table)
        self.classes = classes
        let isClassed = (0..<table.configurationCount).map(classes.hasClasses)
        classed = isClassed.indices.filter { isClassed[$0] }
        unclassed = isClassed.indices.filter { !isClassed[$0] }
        let domains = table.variables[0..<table.configurationCount].enumerated().map { index, variable in
            let domain =
                fixed.contains(index)
                ? Interval(variable.initialValue, variable.initialValue) : variable.domain
            // A variable with classes is coded by its class's position.
            return classes.hasClasses(index)
                ? Interval(classes.code(of: domain.lo, at: index), classes.code(of: domain.hi, at: index))
                : domain
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

    /// Replaces `buffer`'s contents with configuration `number` (no new array once the buffer has
    /// grown).
    func load(_ number: Int, into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: values[number * width..<(number + 1) * width])
    }

    /// Variable `index` of configuration `number`.
    func value(of number: Int, at index: Int) -> Int { values[number * width + index] }

    /// The number of `configuration` (of a configuration in its classes), if discovered.
    func number(of configuration: [Int]) -> Int? {
        if let key = code(configuration) {
            guard direct.indices.contains(key) else { return packed[key] }
            return direct[key] == 0 ? nil : Int(direct[key]) - 1
        }
        return arrays[canonical(configuration)]
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
            arrays[canonical(configuration)] = number
        }
        values.append(contentsOf: configuration)
        return number
    }

    private func code(_ configuration: [Int]) -> Int? {
        guard let strides else { return nil }
        var code = 0
        for index in unclassed { code += (configuration[index] - lows[index]) * strides[index] }
        for index in classed {
            code += (classes.code(of: configuration[index], at: index) - lows[index]) * strides[index]
        }
        return code
    }

    /// The configuration with every value that has classes replaced by its class's position.
    private func canonical(_ configuration: [Int]) -> [Int] {
        var result = configuration
        for index in classed { result[index] = classes.code(of: configuration[index], at: index) }
        return result
    }
}
