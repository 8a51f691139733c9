import Testing
@testable import GoldenTesting

/// Record-mode resolution from an explicit environment dictionary.
@Suite struct GoldenRecordModeTests {
    @Test func defaultIsMissing() throws {
        #expect(try GoldenRecordMode.resolve(environment: [:]) == .missing)
        #expect(try GoldenRecordMode.resolve(environment: ["TOGGLERENDER_RECORD": ""]) == .missing)
    }

    @Test(arguments: GoldenRecordMode.allCases)
    func variableSelectsMode(mode: GoldenRecordMode) throws {
        #expect(try GoldenRecordMode.resolve(environment: ["TOGGLERENDER_RECORD": mode.rawValue]) == mode)
        #expect(try GoldenRecordMode.resolve(environment: ["TOGGLERENDER_RECORD": mode.rawValue.uppercased()]) == mode)
    }

    @Test(arguments: GoldenRecordMode.allCases)
    func ciAlwaysMeansNever(mode: GoldenRecordMode) throws {
        #expect(try GoldenRecordMode.resolve(environment: ["CI": "true", "TOGGLERENDER_RECORD": mode.rawValue]) == .never)
        #expect(try GoldenRecordMode.resolve(environment: ["CI": "TRUE"]) == .never)
    }

    @Test func ciFalseDoesNotForceNever() throws {
        #expect(try GoldenRecordMode.resolve(environment: ["CI": "false", "TOGGLERENDER_RECORD": "all"]) == .all)
    }

    @Test func typoIsAnError() {
        #expect(throws: GoldenFailure.self) { try GoldenRecordMode.resolve(environment: ["TOGGLERENDER_RECORD": "alll"]) }
        let message = (try? GoldenRecordMode.resolve(environment: ["TOGGLERENDER_RECORD": "yes"])).map { _ in "" }
            ?? GoldenFailure.invalidRecordMode("yes").description
        #expect(message.contains("all, missing, failed or never"))
    }
}
